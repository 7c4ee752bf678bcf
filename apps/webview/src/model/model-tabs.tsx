import type { ModelKey } from '@kanqiu/core';
import type { ModelInit } from '@kanqiu/core/contract';
import { Tabs } from '@kanqiu/ui';
import { MODEL_TEXT } from './model-texts';

/** The model the URL names (`model=zc`), or the first. */
export function chosenModel(models: ModelInit['models'], key: string | null): ModelKey {
  return (models.find((model) => model.key === key) ?? models[0])?.key ?? 'js';
}

/** The five models as tabs (JS, ZC, PK, SQ, GM), in the order `modInit` lists them. */
export function ModelTabs({
  models,
  active,
  onChange,
}: {
  models: ModelInit['models'];
  active: ModelKey;
  onChange: (key: ModelKey) => void;
}) {
  return (
    <div className="model-tabs app-tabbar">
      <Tabs
        label={MODEL_TEXT.modelsLabel}
        items={models.map((model) => ({ key: model.key, title: model.key.toUpperCase() }))}
        active={Math.max(
          0,
          models.findIndex((model) => model.key === active),
        )}
        onChange={(index) => {
          const model = models[index];
          if (model) onChange(model.key);
        }}
      />
    </div>
  );
}
