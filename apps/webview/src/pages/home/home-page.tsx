import { pickQuote } from '@kanqiu/core';
import { matchListCall } from '@kanqiu/core/contract/match';
import { replayPassesOf } from '@kanqiu/net/world';
import { PullRefresh, Segmented, Tabs } from '@kanqiu/ui';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { beijingDate } from '../../match/shared/match-date';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { dayLabel } from './day-label';
import { HOME_TEXT } from './home-texts';
import { competitionsOf, groupMatches } from './match-groups';
import { MatchRow, statusText } from './match-row';
import { WebviewEmbed } from './webview-embed';
import '../../match/shared/match.css';
import './home.css';
import { pageHref } from '../../routing/navigation';

/**
 * How often the list refreshes its scores while the page is visible. The list has no socket (scores
 * of every match would mean a subscription each); 10 s keeps live scores fresh at one small request.
 */
export const MATCH_LIST_REFRESH_MS = 10_000;

type SportFilter = (typeof HOME_TEXT.sports)[number]['key'];

/** The entry page (`/`, alias `/pages/webview/webview`): a web page when given `url`, else the match centre. */
export function HomePage() {
  const query = useQuery();
  const url = query.get('url');
  if (url) return <WebviewEmbed url={url} title={query.get('title')} />;
  return <MatchCentre />;
}

function MatchCentre() {
  const { refresh } = useServices();
  const [sport, setSport] = useState<SportFilter>('all');
  const [competition, setCompetition] = useState('all');
  const [random] = useState(() => Math.random());
  // The slogan fits the sport on screen: a basketball quote on the basketball tab.
  const quote = pickQuote(sport === 'basketball' ? 'basketball' : 'football', () => random);
  const list = useCall(matchListCall, {});
  const { reload } = list;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, MATCH_LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  // The list carries each match's run: the replay's pass is read from it as the world's clock
  // counts it, without a second call on the entry page.
  const passes = useMemo(() => {
    const matches = list.data?.matches ?? [];
    return [...replayPassesOf(matches)].flatMap(([key, pass]) => {
      const first = matches.find((match) => (match.competition_key ?? match.sport) === key);
      return first && (sport === 'all' || first.sport === sport)
        ? [{ key, text: HOME_TEXT.replayPass(pass, first.competition_name ?? first.competition) }]
        : [];
    });
  }, [list.data, sport]);

  const now = list.data?.server_time ?? Date.now();
  const today = beijingDate(new Date(now).toISOString());
  const competitions = useMemo(
    () => competitionsOf(list.data?.matches ?? [], sport),
    [list.data, sport],
  );
  const shownCompetition = competitions.some((item) => item.key === competition)
    ? competition
    : 'all';
  const sections = useMemo(
    () => groupMatches(list.data?.matches ?? [], { sport, competition: shownCompetition }),
    [list.data, sport, shownCompetition],
  );

  return (
    <PageFrame title={HOME_TEXT.title} hideBack>
      <PullRefresh onRefresh={refresh}>
        <header className="home-hero">
          <p className="home-hero__tagline">{HOME_TEXT.tagline}</p>
          <p className="home-hero__quote">{quote}</p>
        </header>
        <div className="home-tabs app-tabbar">
          <Tabs
            label={HOME_TEXT.title}
            items={HOME_TEXT.sports}
            active={HOME_TEXT.sports.findIndex((item) => item.key === sport)}
            onChange={(index) => setSport(HOME_TEXT.sports[index]?.key ?? 'all')}
          />
        </div>
        <div className="home-body">
          {passes.map((pass) => (
            <p className="home-pass" key={pass.key} data-competition={pass.key}>
              {pass.text}
            </p>
          ))}
          {/* The league database is football's: the basketball tab does not offer it. */}
          {sport !== 'basketball' ? (
            <a className="home-entry" href={pageHref('leagueData')}>
              <strong>{HOME_TEXT.leagueData}</strong>
              <span>{HOME_TEXT.leagueDataHint}</span>
            </a>
          ) : null}
          {competitions.length > 1 ? (
            <div className="home-filters">
              <Segmented
                label={HOME_TEXT.competitionsLabel}
                options={[
                  { value: 'all', label: HOME_TEXT.allCompetitions },
                  ...competitions.map((item) => ({ value: item.key, label: item.name })),
                ]}
                value={shownCompetition}
                onChange={setCompetition}
              />
            </div>
          ) : null}
          <PageContent
            hasData={list.data !== null}
            loading={list.loading}
            failed={list.error !== null}
            empty={sections.length === 0}
            emptyText={HOME_TEXT.empty}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={6} label={HOME_TEXT.loading} />}
          >
            {sections.map((section) => (
              <section
                className="home-section"
                key={section.state}
                aria-label={HOME_TEXT.sections[section.state]}
              >
                <h2 className="home-section__title">
                  {HOME_TEXT.sections[section.state]}
                  <span className="home-section__count">{section.count}</span>
                </h2>
                {section.days.map((day) => (
                  <div className="home-day" key={day.date || 'live'}>
                    {day.date ? (
                      <h3 className="home-day__title">{dayLabel(day.date, today)}</h3>
                    ) : null}
                    {day.groups.map((group) => (
                      <div className="home-group" key={group.key} data-competition={group.key}>
                        <p className="home-group__title">
                          {group.name}
                          <span className="home-section__count">{group.matches.length}</span>
                        </p>
                        <ul className="home-list">
                          {group.matches.map((match) => (
                            <MatchRow
                              key={match.match_id}
                              match={match}
                              status={statusText(match, now)}
                            />
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                ))}
              </section>
            ))}
            <p className="home-replay">{HOME_TEXT.replay}</p>
          </PageContent>
          {/* Below the list once it is in: shown under the skeleton, the list would push it down. */}
          {list.data !== null ? (
            <details className="home-sources">
              <summary>{HOME_TEXT.sourcesTitle}</summary>
              <ul>
                {HOME_TEXT.sources.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
