import { type CheerSchedule, cheerScheduleCall } from '@kanqiu/core/contract/user';
import { PullRefresh } from '@kanqiu/ui';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { TeamCrest } from '../../../match/shared/team-crest';
import { pageHref } from '../../../routing/navigation';
import { PageFrame } from '../../../shell/page-frame';
import { beijingClock } from '../../../user/beijing-time';
import { ActivityNav } from '../activity-nav';
import { ACTIVITY_TEXT } from '../activity-texts';
import { cheerShare } from '../home/cheer-board';
import '../../../match/shared/match.css';
import '../../../user/user.css';
import '../activity.css';

type ScheduleMatch = CheerSchedule['days'][number]['matches'][number];

function weekday(date: string): string {
  return ACTIVITY_TEXT.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

function ScheduleMatchLink({ entry }: { entry: ScheduleMatch }) {
  const { match } = entry;
  const share = cheerShare(entry.home_cheers, entry.away_cheers);
  return (
    <a
      className="schedule-match"
      href={pageHref('activityCheer', { match_id: match.match_id })}
      data-match-id={match.match_id}
    >
      <span className="schedule-match__meta">
        <span>{match.competition}</span>
        <span className={`cheer-board__state--${match.state}`}>
          {match.state === 'live'
            ? match.clock_text || match.status_label
            : ACTIVITY_TEXT.kickoff(beijingClock(match.kickoff))}
        </span>
      </span>
      <span className="schedule-match__teams">
        <span className="schedule-match__team">
          <TeamCrest code={match.home_team.code} size={26} />
          <span>{match.home_team.name}</span>
        </span>
        <span>
          {match.state === 'live' ? `${match.home_score} - ${match.away_score}` : ACTIVITY_TEXT.vs}
        </span>
        <span className="schedule-match__team schedule-match__team--away">
          <span>{match.away_team.name}</span>
          <TeamCrest code={match.away_team.code} size={26} />
        </span>
      </span>
      <span className="schedule-match__foot">
        <span className="cheer-side--home">{entry.home_cheers}</span>
        <span className="cheer-share__bar" aria-hidden="true">
          <span className="cheer-share__home" style={{ flexGrow: share ? share[0] : 1 }} />
          <span className="cheer-share__away" style={{ flexGrow: share ? share[1] : 1 }} />
        </span>
        <span>{entry.away_cheers}</span>
        <span className="schedule-match__go">{ACTIVITY_TEXT.goCheer}</span>
      </span>
    </a>
  );
}

/**
 * `/pages/activity/allSchedule/allSchedule`: the matches open for cheering (upcoming and live), by
 * Beijing day of kick-off, each with its cheers so far and a link to its cheer board. Needs no token.
 */
export function SchedulePage() {
  const { refresh } = useServices();
  const schedule = useCall(cheerScheduleCall, {});
  const days = schedule.data?.days ?? [];
  return (
    <PageFrame title={ACTIVITY_TEXT.nav.schedule}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          <PageContent
            hasData={schedule.data !== null}
            loading={schedule.loading}
            failed={schedule.error !== null}
            empty={days.length === 0}
            emptyText={ACTIVITY_TEXT.scheduleEmpty}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={8} label={ACTIVITY_TEXT.loadingSchedule} />}
          >
            {days.map((day) => (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <h2 className="schedule-day__title" id={`day-${day.date}`}>
                  {ACTIVITY_TEXT.day(day.date, weekday(day.date), day.matches.length)}
                </h2>
                {day.matches.map((entry) => (
                  <ScheduleMatchLink key={entry.match.match_id} entry={entry} />
                ))}
              </section>
            ))}
          </PageContent>
          <ActivityNav current="schedule" />
        </div>
      </PullRefresh>
    </PageFrame>
  );
}
