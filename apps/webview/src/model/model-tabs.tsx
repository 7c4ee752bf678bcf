import type { ModelKey } from '@kanqiu/core';
import type { ModelInit } from '@kanqiu/core/contract/match';
import { Tabs } from '@kanqiu/ui';
import { MODEL_TEXT } from './model-texts';

/**
 * Each model's name for fans (the market it picks); the short code follows it, smaller. Kept here,
 * not with the texts every match page loads.
 */
const MODEL_NAMES = {
  js: '胜平负',
  zc: '双重机会',
  pk: '让球',
  sq: '大小球',
  gm: '双方进球',
} satisfies Record<ModelKey, string>;

/** The model the URL names (`model=zc`), or the first. */
export function chosenModel(models: ModelInit['models'], key: string | null): ModelKey {
  return (models.find((model) => model.key === key) ?? models[0])?.key ?? 'js';
}

/**
 * The five models as tabs, named in Chinese with the short code secondary (胜平负 JS, 双重机会 ZC,
 * 让球 PK, 大小球 SQ, 双方进球 GM), in the order `modInit` lists them.
 */
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
        items={models.map((model) => ({
          key: model.key,
          title: (
            <span className="model-tab">
              {MODEL_NAMES[model.key]}
              <small className="model-tab__code">{model.key.toUpperCase()}</small>
            </span>
          ),
        }))}
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
