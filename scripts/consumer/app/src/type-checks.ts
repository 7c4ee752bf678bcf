// Compiled, never run: proves the published types are real types, not `any`. Each
// `@ts-expect-error` fails the type-check when the line it guards stops being an error, which is what
// happens when a declaration degrades to `any` or disappears.
import type { Bridge } from '@kanqiu/bridge';
import { footballReturnRate } from '@kanqiu/core';
import {
  type CallData,
  type FootballMatchPage,
  footballMatchScene,
  matchLineupCall,
  type ScenePush,
} from '@kanqiu/core/contract';
import type { KanqiuApi, LiveSocket } from '@kanqiu/net';
import type { useScenePage } from '@kanqiu/net/jotai';
import type { DataTableColumn, SortState, TabItem } from '@kanqiu/ui';

export const rate: number | null = footballReturnRate(2.1, 3.3, 3.4);
// @ts-expect-error a return rate may be null, so it is not a plain number
export const notNull: number = footballReturnRate(2.1, 3.3, 3.4);

// @ts-expect-error a tab needs a title
export const untitled: TabItem = {};
// @ts-expect-error a sort order is 'asc' or 'desc'
export const sideways: SortState = { key: 'points', order: 'up' };
export const column: DataTableColumn<{ team: string }> = { key: 'team', fixed: 'left', sort: true };

export const path: string = matchLineupCall.path;
export type Lineup = CallData<typeof matchLineupCall>;
// @ts-expect-error the lineup is an object, not a number
export const notLineup: Lineup = 42;

export const spec = footballMatchScene('2058017');
export type Push = ReturnType<typeof useScenePage<FootballMatchPage>>;
export function minuteOf(page: ScenePush<FootballMatchPage>): string {
  // @ts-expect-error minute_text is text
  const wrong: number = page.minute_text;
  return `${wrong}`;
}

export function calls(bridge: Bridge, api: KanqiuApi, live: LiveSocket): void {
  bridge.getMatchId('2058017');
  // @ts-expect-error a page height is a number
  bridge.deliverPageHeight('tall');
  // @ts-expect-error the lineup call needs a match id
  void api.call(matchLineupCall, { team: 1 });
  // @ts-expect-error a scene spec, not a scene name
  void live.open('detail_football_match_id_2058017');
}
