import {
  type City,
  cityChooseCall,
  cityCurrentCall,
  cityListCall,
} from '@kanqiu/core/contract/user';
import { EmptyState, PullRefresh, showToast } from '@kanqiu/ui';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { PageFrame } from '../../shell/page-frame';
import { beijingDateTime } from '../../user/beijing-time';
import { SignInNotice } from '../../user/sign-in-notice';
import { refusalOf } from '../../user/user-refusal';
import { useTokenStatus } from '../../user/user-token';
import { searchCities } from './city-search';
import { LOCATION_TEXT } from './location-texts';
import '../../match/shared/match.css';
import '../../user/user.css';
import './location.css';

const groupId = (initial: string) => `city-group-${initial}`;

/**
 * `/choose-location`: the cities grouped by the initial of their pinyin, a search by name or pinyin,
 * a letter index, and the caller's current city, stored by the server for the user. The list needs
 * no token; choosing does.
 */
export function ChooseLocationPage() {
  const token = useTokenStatus();
  const signedIn = token === 'valid';
  const { api, refresh } = useServices();
  const cities = useCall(cityListCall, {});
  const current = useCall(cityCurrentCall, signedIn ? {} : null);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ city: City; at: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groups = useMemo(
    () => searchCities(cities.data?.groups ?? [], query),
    [cities.data, query],
  );
  const found = groups.reduce((sum, group) => sum + group.cities.length, 0);
  const currentCity = chosen?.city ?? current.data?.city ?? null;
  const currentAt = chosen?.at ?? current.data?.chosen_at ?? null;

  const choose = async (city: City) => {
    if (!signedIn) {
      setError(LOCATION_TEXT.signInToSave);
      return;
    }
    setSaving(city.code);
    setError(null);
    try {
      const answer = await api.call(cityChooseCall, { city_code: city.code });
      if (answer.city)
        setChosen({ city: answer.city, at: answer.chosen_at ?? new Date().toISOString() });
      showToast(LOCATION_TEXT.chosen(city.name), { kind: 'success' });
    } catch (failure) {
      setError(refusalOf(failure)?.msg ?? LOCATION_TEXT.network);
    } finally {
      setSaving(null);
    }
  };

  return (
    <PageFrame title={LOCATION_TEXT.chooseTitle}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body location">
          {signedIn ? (
            <section
              className="user-card location-current"
              aria-labelledby="location-current"
              data-testid="current-city"
            >
              <h2 className="user-card__title" id="location-current">
                {LOCATION_TEXT.current}
              </h2>
              {currentCity ? (
                <p className="location-current__city">
                  <strong>{currentCity.name}</strong>
                  <span>{currentCity.country}</span>
                  {currentAt ? (
                    <span className="user-muted">
                      {LOCATION_TEXT.chosenAt(beijingDateTime(currentAt))}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="user-muted">
                  {current.loading ? LOCATION_TEXT.choosing : LOCATION_TEXT.noCurrent}
                </p>
              )}
            </section>
          ) : (
            <SignInNotice status={token} message={LOCATION_TEXT.browserOnly} compact />
          )}
          {error ? (
            <p className="user-alert" role="alert">
              {error}
            </p>
          ) : null}
          <label className="location-search">
            <span className="kq-visually-hidden">{LOCATION_TEXT.search}</span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              type="search"
              value={query}
              placeholder={LOCATION_TEXT.searchPlaceholder}
              enterKeyHint="search"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <PageContent
            hasData={cities.data !== null}
            loading={cities.loading}
            failed={cities.error !== null}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={10} label={LOCATION_TEXT.loadingCities} />}
          >
            <p className="user-muted location-count" aria-live="polite">
              {query.trim()
                ? LOCATION_TEXT.results(found)
                : LOCATION_TEXT.total(cities.data?.total ?? 0)}
            </p>
            {found === 0 ? (
              <EmptyState
                description={LOCATION_TEXT.noResults(query.trim())}
                hint={LOCATION_TEXT.noResultsHint}
              />
            ) : (
              <div className="location-list">
                <div>
                  {groups.map((group) => (
                    <section
                      key={group.initial}
                      id={groupId(group.initial)}
                      aria-labelledby={`${groupId(group.initial)}-h`}
                    >
                      <h3 className="location-group" id={`${groupId(group.initial)}-h`}>
                        {group.initial}
                      </h3>
                      <ul className="user-list location-cities">
                        {group.cities.map((city) => {
                          const selected = currentCity?.code === city.code;
                          return (
                            <li key={city.code}>
                              <button
                                type="button"
                                className="location-city"
                                aria-pressed={selected}
                                disabled={saving !== null}
                                onClick={() => void choose(city)}
                              >
                                <span className="location-city__name">{city.name}</span>
                                <span className="location-city__meta">
                                  {city.country}
                                  {city.world_cups.length > 0
                                    ? ` · ${LOCATION_TEXT.hosted(city.world_cups)}`
                                    : ''}
                                </span>
                                {saving === city.code ? (
                                  <span
                                    className="kq-spinner"
                                    role="status"
                                    aria-label={LOCATION_TEXT.choosing}
                                  />
                                ) : selected ? (
                                  <span className="location-city__check">
                                    {LOCATION_TEXT.selected}
                                  </span>
                                ) : null}
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    </section>
                  ))}
                </div>
                <nav className="location-index" aria-label={LOCATION_TEXT.indexLabel}>
                  {groups.map((group) => (
                    <button
                      key={group.initial}
                      type="button"
                      onClick={() =>
                        document
                          .getElementById(groupId(group.initial))
                          ?.scrollIntoView({ block: 'start' })
                      }
                    >
                      {group.initial}
                    </button>
                  ))}
                </nav>
              </div>
            )}
          </PageContent>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
