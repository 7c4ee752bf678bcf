import {
  ALERT_BANNER_MS,
  type AlertKind,
  type AlertPage,
  type BasketballAlert,
  basketballAlertsBetween,
  CLOSE_GAME_CLOCK_S,
  type MatchAlert,
  matchAlertsBetween,
  type PlayerAlert,
  type PlayerAlertIncident,
  parseScene,
  playerAlertsBetween,
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
import { alertMatches } from './followed-matches';
import { followedPlayerTeams } from './followed-players';
import { useFollows } from './use-follows';

/**
 * How often the watcher reads the match list again to see which followed matches are about to start
 * or live (ms): a match that kicks off within a minute is watched before its kick-off alert.
 */
export const ALERT_LIST_REFRESH_MS = 60_000;

/** A banner on screen. */
interface ShownAlert {
  key: number;
  kind: AlertKind;
  match: Pick<MatchListEntry, 'match_id' | 'sport'>;
  title: string;
  detail: string;
}

type AlertMatchPage = AnyScenePush &
  AlertPage & {
    match_id: string;
    competition?: string;
    minute_text?: string;
    /** Football only. */
    incidents?: readonly PlayerAlertIncident[];
    /** Basketball only. */
    period?: number;
    clock?: string;
  };

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

function playerBannerText(
  alert: PlayerAlert,
  page: AlertMatchPage,
): { title: string; detail: string } {
  const { home_team: home, away_team: away } = page;
  const score = FOLLOW_TEXT.score(home.name, home.score, away.score, away.name);
  const team = alert.side === 'home' ? home.name : away.name;
  const title =
    alert.kind === 'goal'
      ? FOLLOW_TEXT.playerGoalTitle(alert.playerName, score)
      : FOLLOW_TEXT.playerSentOffTitle(alert.playerName, team);
  return { title, detail: [page.competition, page.minute_text].filter(Boolean).join(' · ') };
}

function basketballBannerText(
  alert: BasketballAlert,
  page: AlertMatchPage,
): { title: string; detail: string } {
  const { home_team: home, away_team: away } = page;
  const score = FOLLOW_TEXT.score(home.name, home.score, away.score, away.name);
  const title =
    alert.kind === 'quarter_end'
      ? FOLLOW_TEXT.quarterEndTitle(alert.period, score)
      : alert.kind === 'overtime'
        ? FOLLOW_TEXT.overtimeTitle(alert.period, score)
        : FOLLOW_TEXT.closeGameTitle(CLOSE_GAME_CLOCK_S / 60, score);
  return { title, detail: page.competition ?? '' };
}

/** What a match watched only for a followed player raises of the match's own moments. */
const PLAYER_MATCH_KINDS: ReadonlySet<AlertKind> = new Set(['kickoff', 'full_time']);

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
  const [playerTeams, setPlayerTeams] = useState<ReadonlySet<string>>(() => new Set());
  const players = useMemo(
    () => new Set(follows.follows.filter((f) => f.kind === 'player').map((f) => f.id)),
    [follows.follows],
  );
  const playersNow = useRef(players);
  playersNow.current = players;
  const direct = useRef(new Set<string>());

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

  // The player look-ups are redone with each list: a failed one is asked again.
  useEffect(() => {
    if (players.size === 0 || matches.length === 0) {
      setPlayerTeams((now) => (now.size === 0 ? now : new Set()));
      return;
    }
    let stopped = false;
    void followedPlayerTeams(api, follows.follows).then((teams) => {
      if (!stopped) setPlayerTeams(teams);
    });
    return () => {
      stopped = true;
    };
  }, [api, follows.follows, players, matches]);

  const watched = useMemo(
    () => alertMatches(matches, follows.keys, playerTeams),
    [matches, follows.keys, playerTeams],
  );

  useEffect(() => {
    direct.current = new Set(watched.filter((w) => w.direct).map((w) => w.match.match_id));
    const specs = watched.map(({ match }) =>
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
      const followed = direct.current.has(page.match_id);
      const wanted = (kind: AlertKind) => settings.current[kind];
      const ofPlayers =
        sport === 'football' && before.incidents && page.incidents
          ? playerAlertsBetween(
              { incidents: before.incidents },
              { incidents: page.incidents },
              playersNow.current,
            ).filter((alert) => wanted(alert.kind))
          : [];
      const ofMatch = matchAlertsBetween(before, page, sport === 'football').filter(
        (alert) => wanted(alert.kind) && (followed || PLAYER_MATCH_KINDS.has(alert.kind)),
      );
      const ofBasketball =
        sport === 'basketball' && page.period !== undefined && before.period !== undefined
          ? basketballAlertsBetween(
              { ...before, period: before.period, clock: before.clock ?? '' },
              { ...page, period: page.period, clock: page.clock ?? '' },
            ).filter((alert) => wanted(alert.kind))
          : [];
      // A followed player's own moment says more than the match's, so it is the one shown; full
      // time says more than the end of the 4th quarter that comes with it.
      const playerAlert = ofPlayers.at(-1);
      const matchAlert: MatchAlert | undefined = ofMatch.at(-1);
      const basketballAlert = matchAlert ? undefined : ofBasketball.at(-1);
      const text = playerAlert
        ? playerBannerText(playerAlert, page)
        : matchAlert
          ? bannerText(matchAlert, page)
          : basketballAlert
            ? basketballBannerText(basketballAlert, page)
            : null;
      const kind = playerAlert?.kind ?? matchAlert?.kind ?? basketballAlert?.kind;
      if (!text || !kind) return;
      next += 1;
      setShown({ key: next, kind, match: { match_id: page.match_id, sport }, ...text });
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
      kind={shown.kind}
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
