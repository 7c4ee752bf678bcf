import { marketReturnRate, type Sport } from '@kanqiu/core';
import type { OddsMarket } from '@kanqiu/core/contract/match';
import type { CSSProperties } from 'react';
import {
  formatArr2,
  formatOdds,
  formatReturnRate,
  isLineMarket,
  move,
  showsArr2,
} from './odds-format';
import { ODDS_TEXT } from './odds-texts';
import { OddsValue } from './odds-value';

type Row = OddsMarket['rows'][number];
type Odds = Row['first'];

/** Props of {@link OddsTable}. */
export interface OddsTableProps {
  sport: Sport;
  market: OddsMarket;
  /** Opens one bookmaker's change history. */
  onOpen: (companyId: number) => void;
}

/** The widths of the table's columns (px): the table scrolls sideways when they exceed the screen. */
export const ODDS_COLUMN_WIDTHS = { company: 76, kind: 26, odds: 56, line: 86, rate: 66 } as const;

function ValueCells({
  sport,
  market,
  odds,
  from,
}: {
  sport: Sport;
  market: OddsMarket;
  odds: Odds;
  /** The opening odds, to mark the current ones against; absent on the opening row itself. */
  from?: Odds;
}) {
  const lineMarket = isLineMarket(market.key);
  const rate = marketReturnRate(market.key, odds);
  return (
    <>
      <td className="odds-cell" data-col="arr1">
        <OddsValue
          value={odds.arr1}
          text={formatOdds(odds.arr1)}
          moved={from ? move(from.arr1, odds.arr1) : null}
        />
      </td>
      {showsArr2(market.key) ? (
        <td className={`odds-cell${lineMarket ? ' odds-cell--line' : ''}`} data-col="arr2">
          <OddsValue
            value={odds.arr2}
            text={formatArr2(market.key, odds.arr2, sport)}
            moved={from && !lineMarket ? move(from.arr2, odds.arr2) : null}
          />
        </td>
      ) : null}
      <td className="odds-cell" data-col="arr3">
        <OddsValue
          value={odds.arr3}
          text={formatOdds(odds.arr3)}
          moved={from ? move(from.arr3, odds.arr3) : null}
        />
      </td>
      <td className="odds-cell odds-cell--rate" data-col="rate">
        <OddsValue value={rate ?? ''} text={formatReturnRate(rate)} />
      </td>
    </>
  );
}

function CompanyRows({
  sport,
  market,
  row,
  onOpen,
}: {
  sport: Sport;
  market: OddsMarket;
  row: Row;
  onOpen: (companyId: number) => void;
}) {
  const open = () => onOpen(row.company_id);
  return (
    <tbody className="odds-company" data-company-id={row.company_id}>
      <tr className="odds-row odds-row--first" onClick={open}>
        <th
          scope="rowgroup"
          rowSpan={2}
          className="odds-sticky odds-sticky--first odds-company__name"
        >
          {/* The row takes the click; the button makes it reachable by keyboard and screen reader. */}
          <button type="button" className="odds-company__open">
            {row.company}
          </button>
        </th>
        <td className="odds-kind odds-sticky odds-sticky--second">{ODDS_TEXT.first}</td>
        <ValueCells sport={sport} market={market} odds={row.first} />
      </tr>
      <tr className="odds-row odds-row--last" onClick={open}>
        <td className="odds-kind odds-kind--last odds-sticky odds-sticky--second">
          {ODDS_TEXT.last}
        </td>
        <ValueCells sport={sport} market={market} odds={row.last} from={row.first} />
      </tr>
    </tbody>
  );
}

/**
 * One market's bookmakers: for each, the opening (初) and current (即) odds with their return rates
 * computed here from the odds shown (`marketReturnRate`), the current ones marked against the opening. The
 * bookmaker column stays while the table scrolls sideways on a narrow phone.
 */
export function OddsTable({ sport, market, onOpen }: OddsTableProps) {
  const [t1, t2, t3] = ODDS_TEXT.columns[market.key];
  const lineMarket = isLineMarket(market.key);
  const w = ODDS_COLUMN_WIDTHS;
  const columns = [
    w.company,
    w.kind,
    w.odds,
    ...(showsArr2(market.key) ? [lineMarket ? w.line : w.odds] : []),
    w.odds,
    w.rate,
  ];
  const width = columns.reduce((sum, value) => sum + value, 0);
  return (
    <section className="odds-scroll" aria-label={market.label}>
      <table
        className="odds-table"
        style={{ width, '--odds-first-column': `${w.company}px` } as CSSProperties}
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
            <th scope="col" className="odds-sticky odds-sticky--first">
              {ODDS_TEXT.company}
            </th>
            <th scope="col" className="odds-sticky odds-sticky--second">
              <span className="kq-visually-hidden">
                {ODDS_TEXT.firstLong}/{ODDS_TEXT.lastLong}
              </span>
            </th>
            <th scope="col">{t1}</th>
            {t2 ? <th scope="col">{t2}</th> : null}
            <th scope="col">{t3}</th>
            <th scope="col">{ODDS_TEXT.returnRate}</th>
          </tr>
        </thead>
        {market.rows.map((row) => (
          <CompanyRows
            key={row.company_id}
            sport={sport}
            market={market}
            row={row}
            onOpen={onOpen}
          />
        ))}
      </table>
    </section>
  );
}
