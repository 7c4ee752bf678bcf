import { marketReturnRate, type Sport } from '@kanqiu/core';
import type { OddsHistoryEntry, OddsMarket } from '@kanqiu/core/contract/match';
import { EmptyState } from '@kanqiu/ui';
import { useRef } from 'react';
import {
  formatArr2,
  formatOdds,
  formatReturnRate,
  isLineMarket,
  move,
  showsArr2,
} from './odds-format';
import { ODDS_COLUMN_WIDTHS } from './odds-table';
import { ODDS_TEXT } from './odds-texts';
import { OddsValue } from './odds-value';

const TIME_WIDTH = 58;
const SCORE_WIDTH = 46;

/** Props of {@link OddsHistory}. */
export interface OddsHistoryProps {
  sport: Sport;
  market: OddsMarket;
  /** The bookmaker's changes, oldest first, as the scene sends them. */
  entries: readonly OddsHistoryEntry[];
}

/**
 * One bookmaker's changes in a market, newest first: when (赛前, 6', 中场 …), the score then, the
 * three values marked against the change before, and the return rate computed from them. Changes
 * that arrive while the page is open are highlighted as they come in. Mount it with a key per
 * bookmaker and market.
 */
export function OddsHistory({ sport, market, entries }: OddsHistoryProps) {
  const shownAtMount = useRef(entries.length);
  const [t1, t2, t3] = ODDS_TEXT.columns[market.key];
  const lineMarket = isLineMarket(market.key);
  const withArr2 = showsArr2(market.key);
  const w = ODDS_COLUMN_WIDTHS;
  const columns = [
    TIME_WIDTH,
    SCORE_WIDTH,
    w.odds,
    ...(withArr2 ? [lineMarket ? w.line : w.odds] : []),
    w.odds,
    w.rate,
  ];
  if (entries.length === 0) return <EmptyState description={ODDS_TEXT.historyEmpty} />;
  const rows = entries
    .map((entry, index) => ({ entry, index, before: entries[index - 1] }))
    .reverse();
  return (
    <section className="odds-scroll" aria-label={ODDS_TEXT.historyTitle}>
      <table
        className="odds-table odds-history"
        style={{ width: columns.reduce((sum, value) => sum + value, 0) }}
        data-market={market.key}
      >
        <colgroup>
          {columns.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            <col key={index} style={{ width: value }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="odds-sticky">
              {ODDS_TEXT.time}
            </th>
            <th scope="col">{ODDS_TEXT.score}</th>
            <th scope="col">{t1}</th>
            {t2 ? <th scope="col">{t2}</th> : null}
            <th scope="col">{t3}</th>
            <th scope="col">{ODDS_TEXT.returnRate}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, index, before }) => {
            const rate = marketReturnRate(market.key, entry);
            return (
              <tr
                key={index}
                className="odds-row odds-history__row"
                data-new={index >= shownAtMount.current || undefined}
              >
                <th scope="row" className="odds-sticky odds-history__time">
                  {entry.time_text}
                </th>
                <td className="odds-history__score">{entry.score}</td>
                <td className="odds-cell" data-col="arr1">
                  <OddsValue
                    value={entry.arr1}
                    text={formatOdds(entry.arr1)}
                    moved={move(before?.arr1, entry.arr1)}
                  />
                </td>
                {withArr2 ? (
                  <td
                    className={`odds-cell${lineMarket ? ' odds-cell--line' : ''}`}
                    data-col="arr2"
                  >
                    <OddsValue
                      value={entry.arr2}
                      text={formatArr2(market.key, entry.arr2, sport)}
                      moved={lineMarket ? null : move(before?.arr2, entry.arr2)}
                    />
                  </td>
                ) : null}
                <td className="odds-cell" data-col="arr3">
                  <OddsValue
                    value={entry.arr3}
                    text={formatOdds(entry.arr3)}
                    moved={move(before?.arr3, entry.arr3)}
                  />
                </td>
                <td className="odds-cell odds-cell--rate" data-col="rate">
                  {formatReturnRate(rate)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
