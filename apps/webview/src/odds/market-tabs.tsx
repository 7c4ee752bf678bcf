import type { OddsMarket } from '@kanqiu/core/contract/match';
import { Tabs } from '@kanqiu/ui';
import { ODDS_TEXT } from './odds-texts';

/** The market tabs of an odds page (欧指 / 亚指 / 大小, or 胜负 / 让分 / 大小), labelled by the server. */
export function MarketTabs({
  markets,
  active,
  onChange,
}: {
  markets: readonly OddsMarket[];
  active: number;
  onChange: (index: number) => void;
}) {
  return (
    <div className="odds-tabs">
      <Tabs
        label={ODDS_TEXT.marketsLabel}
        items={markets.map((market) => ({ key: market.key, title: market.label }))}
        active={active}
        onChange={onChange}
      />
    </div>
  );
}
