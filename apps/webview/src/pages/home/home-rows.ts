import type { MatchListEntry, MatchState } from '@kanqiu/core/contract';
import type { StateSection } from './match-groups';

/**
 * Heights of the rows of the home list in CSS pixels, spacing below included. The list draws only
 * the rows in view and places each by these, so home.css gives every row exactly this height.
 */
export const SECTION_ROW_PX = 40;
export const GROUP_ROW_PX = 28;
export const MATCH_ROW_PX = 86;
/** A match with a shoot-out has a line more under its score. */
export const SHOOTOUT_ROW_PX = 100;

/** One row of the home list: a section title, a competition title or a match. */
export type HomeRow =
  | { kind: 'section'; key: string; state: MatchState; count: number }
  | { kind: 'group'; key: string; competition: string; name: string; count: number }
  | { kind: 'match'; key: string; match: MatchListEntry };

/** The sections as one list of rows, in order: each section's title, then its competitions. */
export function homeRows(sections: readonly StateSection[]): HomeRow[] {
  const rows: HomeRow[] = [];
  for (const section of sections) {
    rows.push({
      kind: 'section',
      key: `s:${section.state}`,
      state: section.state,
      count: section.count,
    });
    for (const day of section.days) {
      for (const group of day.groups) {
        rows.push({
          kind: 'group',
          key: `g:${section.state}:${day.date}:${group.key}`,
          competition: group.key,
          name: group.name,
          count: group.matches.length,
        });
        for (const match of group.matches) {
          rows.push({ kind: 'match', key: `m:${match.match_id}`, match });
        }
      }
    }
  }
  return rows;
}

/** The height of a row (see {@link MATCH_ROW_PX}). */
export function rowHeight(row: HomeRow): number {
  if (row.kind === 'section') return SECTION_ROW_PX;
  if (row.kind === 'group') return GROUP_ROW_PX;
  return row.match.penalty_score ? SHOOTOUT_ROW_PX : MATCH_ROW_PX;
}
