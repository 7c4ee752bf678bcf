import { type SearchEntry, type SearchTarget, searchIndexCall } from '@kanqiu/core/contract';
import { PullRefresh, SearchBox, type SearchResultGroup, SearchResults } from '@kanqiu/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { hashHref } from '../../routing/hash-location';
import { buildUrl } from '../../routing/navigation';
import { useQuery } from '../../routing/query';
import { ROUTES, type RouteName } from '../../routing/routes';
import { PageFrame } from '../../shell/page-frame';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { createSearchEngine } from './search-engine';
import { SEARCH_PAGE_TEXT } from './search-texts';
import './search.css';

const NO_BODY = {};

const isRouteName = (name: string): name is RouteName => Object.hasOwn(ROUTES, name);

/** The link of a result; `null` for a page this app does not have (a newer server's). */
function targetHref({ route, query }: SearchTarget): string | null {
  return isRouteName(route) ? hashHref(buildUrl(ROUTES[route].path, query)) : null;
}

function resultGroups(
  groups: ReturnType<ReturnType<typeof createSearchEngine>['search']>,
): SearchResultGroup[] {
  return groups.map((group) => ({
    key: group.kind,
    title: SEARCH_PAGE_TEXT.kinds[group.kind],
    total: group.total,
    items: group.entries.flatMap((entry: SearchEntry) => {
      const href = targetHref(entry.target);
      return href === null
        ? []
        : [
            {
              id: `${entry.sport}:${entry.id}`,
              title: entry.title,
              subtitle: entry.subtitle,
              href,
              tag: SEARCH_PAGE_TEXT.sports[entry.sport],
            },
          ];
    }),
  }));
}

/**
 * `/search` (搜索): teams, players, matches and competitions of both sports. The index
 * comes once from `POST /api/search/index` with its pinyin and Latin terms; every keystroke then
 * searches it on the device (docs/contract.md, "Search"). `q` in the URL fills the box. Recent
 * searches stay on the device.
 */
export function SearchPage() {
  const query = useQuery();
  const { refresh } = useServices();
  const [text, setText] = useState(query.get('q') ?? '');
  const [recent, setRecent] = useState(readRecentSearches);
  const index = useCall(searchIndexCall, NO_BODY);
  const engine = useMemo(
    () => (index.data ? createSearchEngine(index.data.entries) : null),
    [index.data],
  );
  // Typing stays responsive even if drawing many results takes a frame.
  const typed = useDeferredValue(text);
  const groups = useMemo(
    () => (engine && typed.trim() !== '' ? resultGroups(engine.search(typed)) : null),
    [engine, typed],
  );

  return (
    <PageFrame title={SEARCH_PAGE_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <div className="search-page">
          <div className="search-page__box">
            <SearchBox
              value={text}
              onChange={setText}
              onSubmit={(value) => setRecent(rememberSearch(value))}
              autoFocus
            />
          </div>
          <PageContent
            hasData={index.data !== null}
            loading={index.loading}
            failed={index.error !== null}
            empty={engine?.size === 0}
            emptyText={SEARCH_PAGE_TEXT.indexEmpty}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={5} label={SEARCH_PAGE_TEXT.loading} />}
          >
            {groups ? (
              <SearchResults
                query={typed.trim()}
                groups={groups}
                onOpen={() => setRecent(rememberSearch(typed))}
              />
            ) : (
              <section className="search-recent" aria-label={SEARCH_PAGE_TEXT.recentTitle}>
                {recent.length > 0 ? (
                  <>
                    <h2 className="search-recent__title">
                      {SEARCH_PAGE_TEXT.recentTitle}
                      <button
                        type="button"
                        className="search-recent__clear"
                        onClick={() => {
                          clearRecentSearches();
                          setRecent([]);
                        }}
                      >
                        {SEARCH_PAGE_TEXT.recentClear}
                      </button>
                    </h2>
                    <ul className="search-recent__list">
                      {recent.map((item) => (
                        <li key={item}>
                          <button
                            type="button"
                            className="search-recent__item"
                            onClick={() => setText(item)}
                          >
                            {item}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="search-recent__hint">{SEARCH_PAGE_TEXT.recentEmpty}</p>
                )}
              </section>
            )}
          </PageContent>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
