import {
  ALERT_BANNER_MS,
  type AlertPage,
  type MatchAlert,
  matchAlertsBetween,
  parseScene,
} from '@kanqiu/core';
import {
  basketballMatchScene,
  footballMatchScene,
  type MatchListEntry,
  matchListCall,
} from '@kanqiu/core/contract';
import type { AnyScenePush } from '@kanqiu/net';
import { AlertBanner } from '@kanqiu/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../app/services-context';
import { navigateTo } from '../routing/navigation';
import { ROUTES } from '../routing/routes';
import { FOLLOW_TEXT } from './follow-texts';
import { followedMatches } from './followed-matches';
import { useFollows } from './use-follows';

/**
 * How often the watcher reads the match list again to see which followed matches are about to start
 * or live (ms): a match that kicks off within a minute is watched before its kick-off alert.
 */
export const ALERT_LIST_REFRESH_MS = 60_000;

/** A banner on screen. */
interface ShownAlert {
  key: number;
  alert: MatchAlert;
  match: Pick<MatchListEntry, 'match_id' | 'sport'>;
  title: string;
  detail: string;
}

type AlertMatchPage = AnyScenePush &
  AlertPage & { match_id: string; competition?: string; minute_text?: string };

function bannerText(alert: MatchAlert, page: AlertMatchPage): { title: string; detail: string } {
  const { home_team: home, away_team: away } = page;
  const score = FOLLOW_TEXT.score(home.name, home.score, away.score, away.name);
  const side = alert.side === 'home' ? home : away;
  const title =
    alert.kind === 'goal'
      ? FOLLOW_TEXT.goalTitle(side.name, score)
      : alert.kind === 'red_card'
        ? FOLLOW_TEXT.redCardTitle(side.name)
        : alert.kind === 'kickoff'
          ? FOLLOW_TEXT.kickoffTitle(home.name, away.name)
          : FOLLOW_TEXT.fullTimeTitle(score);
  const detail = [
    page.competition,
    alert.kind === 'goal' || alert.kind === 'red_card' ? page.minute_text : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { title, detail };
}

/**
 * Alerts while the app is open (docs/follows.md): the followed matches that are live or next
 * to start are watched through the app's one socket, beside the scene of the page on screen; a
 * kick-off, goal, red card or full time of one of them, elsewhere than on screen, shows a banner that
 * opens the match. Mounted once for the whole app, loaded after the first page.
 */
export function AlertWatcher() {
  const { api, live } = useServices();
  const follows = useFollows();
  const [matches, setMatches] = useState<readonly MatchListEntry[]>([]);
  const [shown, setShown] = useState<ShownAlert | null>(null);
  const held = useRef(new Map<string, AlertMatchPage>());
  const settings = useRef(follows.alerts);
  settings.current = follows.alerts;
  const hasFollows = follows.follows.length > 0;

  useEffect(() => {
    if (!hasFollows) return;
    let stopped = false;
    const load = () => {
      if (document.visibilityState !== 'visible') return;
      api.call(matchListCall, {}).then(
        (list) => {
          if (!stopped) setMatches(list.matches);
        },
        () => undefined,
      );
    };
    load();
    const timer = setInterval(load, ALERT_LIST_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, hasFollows]);

  const watched = useMemo(
    () => followedMatches(matches, follows.keys).filter((match) => match.state !== 'finished'),
    [matches, follows.keys],
  );

  useEffect(() => {
    const specs = watched.map((match) =>
      match.sport === 'football'
        ? footballMatchScene(match.match_id)
        : basketballMatchScene(match.match_id),
    );
    void live.watch(specs);
  }, [live, watched]);

  useEffect(() => () => void live.watch([]), [live]);

  useEffect(() => {
    let next = 0;
    return live.on('watchedPage', (push) => {
      const page = push as AlertMatchPage;
      const before = held.current.get(page.match_id);
      held.current.set(page.match_id, page);
      if (!before) return;
      const onScreen = parseScene(live.scene?.scene)?.matchId === page.match_id;
      if (onScreen) return;
      const sport = parseScene(page.scene)?.sport ?? 'football';
      const alerts = matchAlertsBetween(before, page, sport === 'football').filter(
        (alert) => settings.current[alert.kind],
      );
      const alert = alerts.at(-1);
      if (!alert) return;
      next += 1;
      setShown({
        key: next,
        alert,
        match: { match_id: page.match_id, sport },
        ...bannerText(alert, page),
      });
    });
  }, [live]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ALERT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  return (
    <AlertBanner
      key={shown.key}
      kind={shown.alert.kind}
      title={shown.title}
      detail={shown.detail}
      onClose={() => setShown(null)}
      onOpen={() => {
        setShown(null);
        const route =
          shown.match.sport === 'football' ? ROUTES.footballLive : ROUTES.basketballLive;
        navigateTo(route.path, { match_id: shown.match.match_id });
      }}
    />
  );
}
