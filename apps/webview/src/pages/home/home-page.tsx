import { pickQuote } from '@kanqiu/core';
import {
  MATCH_STATES,
  type MatchListEntry,
  type MatchState,
  matchListCall,
} from '@kanqiu/core/contract';
import { PullRefresh, Tabs } from '@kanqiu/ui';
import { useEffect, useMemo, useState } from 'react';
import { usePageReload } from '../../app/page-reload';
import { useServices } from '../../app/services-context';
import { useRequest } from '../../app/use-request';
import { PageContent } from '../../match/page-content';
import { Skeleton } from '../../match/skeleton';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { HOME_TEXT } from './home-texts';
import { MatchRow } from './match-row';
import { WebviewEmbed } from './webview-embed';
import '../../match/match.css';
import './home.css';

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
  const { api, refresh } = useServices();
  const [sport, setSport] = useState<SportFilter>('all');
  const [quote] = useState(() => pickQuote('football'));
  const list = useRequest('matches', (signal) => api.call(matchListCall, {}, { signal }));
  const { reload } = list;
  usePageReload(reload);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, MATCH_LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const now = list.data?.server_time ?? Date.now();
  const sections = useMemo(() => {
    const matches = (list.data?.matches ?? []).filter(
      (match) => sport === 'all' || match.sport === sport,
    );
    return MATCH_STATES.map((state) => ({
      state,
      matches: matches.filter((match) => match.state === state),
    })).filter((section) => section.matches.length > 0);
  }, [list.data, sport]);
  const order: MatchState[] = ['live', 'upcoming', 'finished'];
  sections.sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));

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
                  <span className="home-section__count">{section.matches.length}</span>
                </h2>
                <ul className="home-list">
                  {section.matches.map((match: MatchListEntry) => (
                    <MatchRow key={match.match_id} match={match} now={now} />
                  ))}
                </ul>
              </section>
            ))}
            <p className="home-replay">{HOME_TEXT.replay}</p>
          </PageContent>
          <details className="home-sources">
            <summary>{HOME_TEXT.sourcesTitle}</summary>
            <ul>
              {HOME_TEXT.sources.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
