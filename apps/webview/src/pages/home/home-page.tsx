import { matchListCall } from '@kanqiu/core/contract';
import { replayPassesOf } from '@kanqiu/net/world';
import { DateStrip, PullRefresh, Segmented, Tabs } from '@kanqiu/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { EarlyFollowInvite } from '../../follow/early-follow-invite';
import { FollowSectionSlot, useFollowSectionReady } from '../../follow/follow-section-slot';
import { followsKnownEmpty } from '../../follow/follows-known-empty';
import { PageContent, useStagedCount } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { useQuery } from '../../routing/query';
import { PageFrame } from '../../shell/page-frame';
import { bootQuote } from './boot-quote';
import { readHomeChoice, saveHomeChoice } from './home-choice';
import { dayMatches, listDays, listToday } from './home-days';
import { HomeList } from './home-list';
import { HOME_LIST_REQUEST } from './home-list-request';
import { HomeQuote } from './home-quote';
import { HOME_TEXT } from './home-texts';
import { competitionsOf, groupMatches, type MatchFilter } from './match-groups';
import { useDaySwipe } from './use-day-swipe';
import { WebviewEmbed } from './webview-embed';
import '../../match/shared/match.css';
import './home.css';
import { pageHref } from '../../routing/navigation';

/**
 * How often the list refreshes its scores while the page is visible. The list has no socket (scores
 * of every match would mean a subscription each); 10 s keeps live scores fresh at one small request.
 */
export const MATCH_LIST_REFRESH_MS = 10_000;

/**
 * The steps in which the page draws once the list is in (see {@link MatchCentre}): 我的关注, the
 * passes and the league entry first, then the date strip and the filters, the list, what lies below.
 */
const STRIP_STEP = 2;
const LIST_STEP = 3;
const BELOW_LIST_STEP = 4;
const HOME_STEPS = BELOW_LIST_STEP;

/** The calendar is code of its own, loaded when the fan first opens it. */
const DayCalendar = lazy(() => import('./day-calendar').then((m) => ({ default: m.DayCalendar })));

/** The entry page (`/`, alias `/pages/webview/webview`): a web page when given `url`, else the match centre. */
export function HomePage() {
  const query = useQuery();
  const url = query.get('url');
  if (url) return <WebviewEmbed url={url} title={query.get('title')} />;
  return <MatchCentre />;
}

function MatchCentre() {
  const { refresh } = useServices();
  const [choice, setChoice] = useState(readHomeChoice);
  const { sport } = choice;
  const [picked, setPicked] = useState<string | null>(null);
  const [liveOnly, setLiveOnly] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Read once, as the page opens: the section drawn with the list follows any change after that.
  const [inviteEarly] = useState(followsKnownEmpty);
  const [random] = useState(() => bootQuote()?.random ?? Math.random());
  const list = useCall(matchListCall, HOME_LIST_REQUEST);
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
  // The list and 我的关注 above it appear together: the section arriving later would push it down.
  const sectionReady = useFollowSectionReady();
  const shown = list.data !== null && sectionReady;
  // Once shown, the page draws in steps, a task each after the frame of the one before (Preact runs
  // the step's effect after the paint), each below the last, so nothing drawn moves; until the
  // list's step a skeleton stands below what is drawn, where the list goes (docs/performance.md,
  // "The home page's blocking time").
  const step = useStagedCount(shown ? HOME_STEPS : 0);
  const stripDrawn = step >= STRIP_STEP;
  const listDrawn = step >= LIST_STEP;
  const belowList = step >= BELOW_LIST_STEP;
  const competitions = useMemo(
    () => competitionsOf(list.data?.matches ?? [], sport),
    [list.data, sport],
  );
  // A kept competition the list no longer has shows every competition.
  const shownCompetition = competitions.some((item) => item.key === choice.competition)
    ? choice.competition
    : 'all';
  const filter = useMemo<MatchFilter>(
    () => ({ sport, competition: shownCompetition }),
    [sport, shownCompetition],
  );
  const choose = (next: MatchFilter) => {
    setChoice(next);
    saveHomeChoice(next);
    setPicked(null);
  };
  const today = list.data ? listToday(list.data, filter) : '';
  const days = useMemo(() => {
    const all = listDays(list.data?.matches ?? [], filter);
    return today && !all.includes(today) ? [...all, today].sort() : all;
  }, [list.data, filter, today]);
  const day = liveOnly ? today : (picked ?? today);
  const liveCount = useMemo(
    () =>
      dayMatches(list.data?.matches ?? [], filter, { day: today, today, liveOnly: true }).length,
    [list.data, filter, today],
  );
  const sections = useMemo(
    () =>
      groupMatches(dayMatches(list.data?.matches ?? [], filter, { day, today, liveOnly }), filter),
    [list.data, filter, day, today, liveOnly],
  );
  const pickDay = useCallback((date: string) => {
    setPicked(date);
    setLiveOnly(false);
  }, []);
  const closeCalendar = useCallback(() => setCalendarOpen(false), []);
  const swipe = useDaySwipe((direction) => {
    const next = days[days.indexOf(day) + direction];
    if (next) pickDay(next);
  });

  const skeleton = <Skeleton rows={6} label={HOME_TEXT.loading} />;

  return (
    <PageFrame
      title={HOME_TEXT.title}
      hideBack
      navRight={
        <a className="home-search" href={pageHref('search')} aria-label={HOME_TEXT.search}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path
              d="M13.2 13.2 17 17"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
            />
          </svg>
        </a>
      }
    >
      <PullRefresh onRefresh={refresh}>
        <header className="home-hero">
          <p className="home-hero__tagline">{HOME_TEXT.tagline}</p>
          {/* The slogan fits the sport on screen: a basketball quote on the basketball tab. */}
          <HomeQuote sport={sport === 'basketball' ? 'basketball' : 'football'} random={random} />
        </header>
        <div className="home-tabs app-tabbar">
          <Tabs
            label={HOME_TEXT.title}
            items={HOME_TEXT.sports}
            active={HOME_TEXT.sports.findIndex((item) => item.key === sport)}
            onChange={(index) =>
              choose({ sport: HOME_TEXT.sports[index]?.key ?? 'all', competition: 'all' })
            }
          />
        </div>
        <div className="home-body">
          {/* Everything above the list comes before it, from the top down: while it loads, the
              skeleton stands alone at the top (below a first visit's invitation, whose words need
              no data), so nothing on the page is pushed down when the list arrives (我的关注, the
              passes and the strip have heights only the data gives). */}
          {shown && list.data ? (
            <>
              <FollowSectionSlot matches={list.data.matches} now={now} />
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
              {today && stripDrawn ? (
                <DateStrip
                  days={days}
                  selected={day}
                  today={today}
                  onChange={pickDay}
                  onCalendar={() => setCalendarOpen(true)}
                />
              ) : null}
              {stripDrawn ? (
                <div className="home-filters">
                  <button
                    type="button"
                    className="home-live-only"
                    aria-pressed={liveOnly}
                    onClick={() => setLiveOnly(!liveOnly)}
                  >
                    {HOME_TEXT.liveOnly}
                    <span className="home-section__count">{liveCount}</span>
                  </button>
                  {competitions.length > 1 ? (
                    <Segmented
                      label={HOME_TEXT.competitionsLabel}
                      options={[
                        { value: 'all', label: HOME_TEXT.allCompetitions },
                        ...competitions.map((item) => ({ value: item.key, label: item.name })),
                      ]}
                      value={filter.competition}
                      onChange={(competition) => choose({ sport, competition })}
                    />
                  ) : null}
                </div>
              ) : null}
            </>
          ) : inviteEarly && list.error === null ? (
            // A first visit's invitation to follow, its words in the place the section puts them,
            // from the first frame: the page's largest text needs nothing from the list.
            <EarlyFollowInvite />
          ) : null}
          {/* A new element once the list is in and again with the strip (its key): a skeleton's box
              goes, it does not move, and the next one stands below what was drawn above it. */}
          <div
            className="home-days"
            key={shown ? (stripDrawn ? 'list' : 'above') : 'loading'}
            {...swipe}
          >
            {shown && !listDrawn ? (
              skeleton
            ) : (
              <PageContent
                hasData={shown}
                // The list's answer waiting for 我的关注's code is still loading, not an empty day.
                loading={list.loading || list.data !== null}
                failed={list.error !== null}
                empty={sections.length === 0}
                emptyText={liveOnly ? HOME_TEXT.noLive : HOME_TEXT.emptyDay}
                onReload={() => void refresh()}
                skeleton={skeleton}
              >
                <HomeList sections={sections} now={now} />
                {belowList ? <p className="home-replay">{HOME_TEXT.replay}</p> : null}
              </PageContent>
            )}
          </div>
          {/* Below the list once it has been drawn: shown under the skeleton, the list would push it
              down (the list waits for 我的关注's code too, so the data alone is not enough). */}
          {belowList ? (
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
      {calendarOpen ? (
        <Suspense fallback={null}>
          <DayCalendar
            selected={day}
            today={today}
            days={days}
            onPick={pickDay}
            onClose={closeCalendar}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
