import { createOddsRow, oddsReturnRate, type Sport } from '@kanqiu/core';
import type {
  OddsHistoryEntry,
  OddsMarket,
  OddsMarketKey,
  OddsPage,
  TeamRefData,
} from '@kanqiu/core/contract/match';
import { ascendingUnique, lastIndexAtOrBefore, snapshotCache } from '../shared/timeline';
import { ODDS_TEXTS } from '../zh/odds-texts';
import { BOOKMAKERS, type Bookmaker } from './bookmakers';
import type { MarketQuote } from './market-quote';
import { isPriceable, priceOutcomes, priceTwoWay } from './pricing';

/** What the odds pages need from a replay besides the model. */
export interface OddsReplayInput {
  sport: Sport;
  matchId: string;
  competition: string;
  home: TeamRefData;
  away: TeamRefData;
  /** Replay second of the final whistle: markets close there. */
  end: number;
  /** Replay seconds at which the model's view changes, ascending, all before `end`. */
  modelPoints: readonly number[];
  /**
   * Replay seconds at which only the header changes (the score and status of extra time, after the
   * markets have settled on the 90 minutes), if any.
   */
  headerPoints?: readonly number[];
  /** The model's quotes before kick-off (`index` −1) or at model point `index`. */
  quotesAt(index: number): readonly MarketQuote[];
  /** Status, clock text and score at replay second `t`. */
  headerAt(t: number): {
    status_id: number;
    status_label: string;
    time_text: string;
    home: number;
    away: number;
  };
}

interface Triple {
  arr1: number;
  arr2: number;
  arr3: number;
}

function price(quote: MarketQuote, bookmaker: Bookmaker): Triple {
  if (quote.key === 'europe') {
    const [arr1 = 0, arr2 = 0, arr3 = 0] = priceOutcomes(quote.probabilities, bookmaker.returnRate);
    return { arr1, arr2, arr3 };
  }
  const [win = 0, lose = 0] = quote.probabilities;
  const [arr1, arr3] = priceTwoWay(win, lose, bookmaker.returnRate);
  return { arr1, arr2: quote.line, arr3 };
}

/**
 * The return-rate formula of a market: the three-way rate of docs/behaviour.md §5 for 1X2; the two-way rate for
 * every other market (football handicap and totals included), which core files under basketball.
 */
function rateSport(key: OddsMarketKey): Sport {
  return key === 'europe' ? 'football' : 'basketball';
}

function row(key: OddsMarketKey, bookmaker: Bookmaker, first: Triple, last: Triple) {
  const rates = createOddsRow(rateSport(key), {
    company_id: bookmaker.id,
    company: bookmaker.name,
    first,
    last,
  });
  return { ...rates, first, last };
}

/**
 * The odds scene of one replay. Each invented bookmaker prices the model's fair quotes with its own
 * return rate and follows the model's changes `lagSec` later; the opening odds (`first`) are the
 * pre-match quotes, the current ones (`last`) move until the final whistle and then stay.
 */
export function createOddsPages(input: OddsReplayInput): {
  changePoints: readonly number[];
  pageAt(t: number): OddsPage;
} {
  const companyPoints = BOOKMAKERS.map((bookmaker) =>
    input.modelPoints.map((p) => p + bookmaker.lagSec).filter((p) => p < input.end),
  );
  const changePoints = ascendingUnique([
    0,
    ...companyPoints.flat(),
    ...(input.headerPoints ?? []).filter((p) => p > 0 && p < input.end),
    input.end,
  ]);
  const opening = input.quotesAt(-1);
  // A market whose outcome is as good as decided is suspended: the last priceable quote stands.
  const priced = new Map<string, MarketQuote>();
  const quoteOf = (marketIndex: number, index: number): MarketQuote => {
    const key = `${marketIndex}:${index}`;
    let quote = priced.get(key);
    if (!quote) {
      const candidate = index < 0 ? opening[marketIndex] : input.quotesAt(index)[marketIndex];
      quote =
        candidate && (index < 0 || isPriceable(candidate.probabilities))
          ? candidate
          : quoteOf(marketIndex, index - 1);
      priced.set(key, quote);
    }
    return quote;
  };
  const prices = new Map<string, Triple>();
  const priceOf = (marketIndex: number, bookmaker: number, index: number): Triple => {
    const key = `${marketIndex}:${bookmaker}:${index}`;
    let triple = prices.get(key);
    if (!triple) {
      triple = price(quoteOf(marketIndex, index), BOOKMAKERS[bookmaker] as Bookmaker);
      prices.set(key, triple);
    }
    return triple;
  };
  // Every change of a bookmaker's odds in a market over the whole replay, built once; a page shows
  // the ones up to its moment.
  const histories = new Map<string, { index: number; entry: OddsHistoryEntry }[]>();
  const historyOf = (marketIndex: number, bookmaker: number) => {
    const key = `${marketIndex}:${bookmaker}`;
    let list = histories.get(key);
    if (!list) {
      list = [];
      let previous = '';
      const points = companyPoints[bookmaker] ?? [];
      for (let i = -1; i < points.length; i += 1) {
        const triple = priceOf(marketIndex, bookmaker, i);
        const signature = `${triple.arr1}|${triple.arr2}|${triple.arr3}`;
        if (signature === previous) continue;
        previous = signature;
        const at = i < 0 ? null : input.headerAt(points[i] as number);
        const marketKey = opening[marketIndex]?.key ?? 'europe';
        list.push({
          index: i,
          entry: {
            time_text: at ? at.time_text : ODDS_TEXTS.preMatch,
            score: at ? `${at.home}-${at.away}` : '0-0',
            ...triple,
            return_rate: oddsReturnRate(rateSport(marketKey), triple),
          },
        });
      }
      histories.set(key, list);
    }
    return list;
  };
  const modelIndexFor = (bookmaker: number, t: number) =>
    lastIndexAtOrBefore(companyPoints[bookmaker] ?? [], Math.min(t, input.end - 1));

  const build = (index: number): OddsPage => {
    const t = index < 0 ? -1 : (changePoints[index] as number);
    const header = input.headerAt(t);
    const markets: OddsMarket[] = opening.map((openingQuote, marketIndex) => {
      const rows: OddsMarket['rows'] = [];
      const history: OddsMarket['history'] = [];
      BOOKMAKERS.forEach((bookmaker, b) => {
        const current = modelIndexFor(b, t);
        rows.push(
          row(
            openingQuote.key,
            bookmaker,
            priceOf(marketIndex, b, -1),
            priceOf(marketIndex, b, current),
          ),
        );
        const entries = historyOf(marketIndex, b)
          .filter((entry) => entry.index <= current)
          .map((entry) => entry.entry);
        history.push({ company_id: bookmaker.id, entries });
      });
      return { key: openingQuote.key, label: ODDS_TEXTS.markets[openingQuote.key], rows, history };
    });
    return {
      match_id: input.matchId,
      sport: input.sport,
      competition: input.competition,
      status_id: header.status_id,
      status_label: header.status_label,
      time_text: header.time_text,
      home_team: { ...input.home, score: header.home },
      away_team: { ...input.away, score: header.away },
      modelled: true,
      notice: ODDS_TEXTS.notice,
      markets,
    };
  };
  return { changePoints, pageAt: snapshotCache(changePoints, build) };
}
