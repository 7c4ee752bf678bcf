import { VirtualList } from '@kanqiu/ui';
import { useMemo } from 'react';
import { type HomeRow, homeRows, rowHeight } from './home-rows';
import { HOME_TEXT } from './home-texts';
import type { StateSection } from './match-groups';
import { MatchRow, statusText } from './match-row';
import { useRowFollows } from './use-row-follows';

/** Props of {@link HomeList}. */
export interface HomeListProps {
  sections: readonly StateSection[];
  /** Server time of the list, for the minutes to kick-off. */
  now: number;
}

const rowKey = (row: HomeRow) => row.key;

/**
 * The matches of the home page as one list that draws only the rows in view (docs/performance.md,
 * "The home list"): the state sections (进行中, 未开赛, 已完场), each by competition.
 */
export function HomeList({ sections, now }: HomeListProps) {
  const rows = useMemo(() => homeRows(sections), [sections]);
  const follows = useRowFollows();
  const renderRow = (row: HomeRow) => {
    if (row.kind === 'section') {
      return (
        <h2 className="home-section__title" data-state={row.state}>
          {HOME_TEXT.sections[row.state]}
          <span className="home-section__count">{row.count}</span>
        </h2>
      );
    }
    if (row.kind === 'group') {
      return (
        <p className="home-group__title" data-competition={row.competition}>
          {row.name}
          <span className="home-section__count">{row.count}</span>
        </p>
      );
    }
    return (
      <ul className="home-list">
        <MatchRow match={row.match} status={statusText(row.match, now)} follows={follows} />
      </ul>
    );
  };
  return (
    <VirtualList
      className="home-rows"
      items={rows}
      itemHeight={rowHeight}
      itemKey={rowKey}
      renderItem={renderRow}
    />
  );
}
