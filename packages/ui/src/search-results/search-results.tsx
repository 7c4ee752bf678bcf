import { SEARCH_TEXT } from '../texts/search-text';
import './search-results.css';

/** One result: what it is called, a line about it and where it opens. */
export interface SearchResultItem {
  /** Unique within its group. */
  id: string;
  title: string;
  /** `2018世界杯`, `法国 · 前锋`; `''` for none. */
  subtitle: string;
  href: string;
  /** A short tag before the subtitle (`篮球`). */
  tag?: string;
}

/** The results of one kind (球队, 球员, 比赛, 赛事). */
export interface SearchResultGroup {
  key: string;
  title: string;
  items: readonly SearchResultItem[];
  /** How many results of this kind there are in all, when more than `items` shows. */
  total?: number;
}

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** The query the results are for: named when nothing is found. */
  query: string;
  groups: readonly SearchResultGroup[];
  /** Called with the result a fan opens (before the link is followed). */
  onOpen?: (item: SearchResultItem, group: SearchResultGroup) => void;
}

/**
 * Search results grouped by kind, each group a titled list of links; when every group is empty,
 * a message that names the query and suggests what to type.
 */
export function SearchResults({ query, groups, onOpen }: SearchResultsProps) {
  const shown = groups.filter((group) => group.items.length > 0);
  if (shown.length === 0) {
    return (
      <div className="kq-search-results kq-search-results--empty" role="status">
        <p className="kq-search-results__empty">{SEARCH_TEXT.empty(query)}</p>
        <p className="kq-search-results__hint">{SEARCH_TEXT.emptyHint}</p>
      </div>
    );
  }
  return (
    <section className="kq-search-results" aria-label={SEARCH_TEXT.resultsLabel}>
      {shown.map((group) => (
        <section className="kq-search-results__group" key={group.key} aria-label={group.title}>
          <h2 className="kq-search-results__title">
            {group.title}
            <span className="kq-search-results__count">
              {SEARCH_TEXT.count(group.total ?? group.items.length)}
            </span>
          </h2>
          <ul className="kq-search-results__list">
            {group.items.map((item) => (
              <li className="kq-search-results__row" key={item.id}>
                <a
                  className="kq-search-results__item"
                  href={item.href}
                  onClick={() => onOpen?.(item, group)}
                >
                  <span className="kq-search-results__name">{item.title}</span>
                  {item.tag || item.subtitle ? (
                    <span className="kq-search-results__sub">
                      {item.tag ? <span className="kq-search-results__tag">{item.tag}</span> : null}
                      {item.subtitle}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
