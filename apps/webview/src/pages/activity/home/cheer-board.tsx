import type { CheerBoard, CheerSide } from '@kanqiu/core/contract/user';
import { TeamCrest } from '../../../match/shared/team-crest';
import { beijingClock, beijingDateTime } from '../../../user/beijing-time';
import { ACTIVITY_TEXT } from '../activity-texts';

/** Percentages of the two sides, whole numbers that add up to 100; `null` before any cheer. */
export function cheerShare(home: number, away: number): [number, number] | null {
  const total = home + away;
  if (total === 0) return null;
  const homeShare = Math.round((home / total) * 100);
  return [homeShare, 100 - homeShare];
}

/** Props of {@link CheerBoardView}. */
export interface CheerBoardViewProps {
  board: CheerBoard;
  /** The side whose cheer is on its way. */
  pending: CheerSide | null;
  onCheer: (side: CheerSide) => void;
}

/** A match's cheer board: the match, the two sides' counts and their share, a cheer button each. */
export function CheerBoardView({ board, pending, onCheer }: CheerBoardViewProps) {
  const { match } = board;
  const share = cheerShare(board.home.cheers, board.away.cheers);
  const started = match.state !== 'upcoming';
  return (
    <section
      className="cheer-board"
      aria-label={`${match.home_team.name} ${ACTIVITY_TEXT.vs} ${match.away_team.name}`}
    >
      <p className="cheer-board__meta">
        <span>{match.competition}</span>
        <span className={`cheer-board__state cheer-board__state--${match.state}`}>
          {match.state === 'live'
            ? match.clock_text || match.status_label
            : match.state === 'upcoming'
              ? ACTIVITY_TEXT.kickoff(beijingDateTime(match.kickoff))
              : ACTIVITY_TEXT.state.finished}
        </span>
      </p>
      <div className="cheer-board__sides">
        {(['home', 'away'] as const).map((side) => {
          const tally = board[side];
          return (
            <div
              key={side}
              className={`cheer-side cheer-side--${side}`}
              data-focus={board.focus_side === side || undefined}
            >
              <TeamCrest code={tally.team.code} size={52} />
              <span className="cheer-side__name">
                {tally.team.name}
                {board.focus_side === side ? (
                  <span className="cheer-side__tag">{ACTIVITY_TEXT.myTeam}</span>
                ) : null}
              </span>
              <strong className="cheer-side__count" data-testid={`cheers-${side}`}>
                {tally.cheers.toLocaleString('zh-CN')}
              </strong>
              <span className="cheer-side__label">{ACTIVITY_TEXT.cheers}</span>
              <span className="cheer-side__mine" data-testid={`mine-${side}`}>
                {ACTIVITY_TEXT.mine(tally.mine)}
              </span>
              {board.cheer_open ? (
                <button
                  type="button"
                  className={`cheer-side__button cheer-side__button--${side}`}
                  aria-label={ACTIVITY_TEXT.cheerFor(tally.team.name)}
                  disabled={pending !== null}
                  aria-busy={pending === side || undefined}
                  onClick={() => onCheer(side)}
                >
                  {pending === side ? ACTIVITY_TEXT.cheering : ACTIVITY_TEXT.cheer}
                </button>
              ) : null}
            </div>
          );
        })}
        <span className="cheer-board__score" aria-hidden={!started || undefined}>
          {started ? `${match.home_score} - ${match.away_score}` : ACTIVITY_TEXT.vs}
        </span>
      </div>
      <div className="cheer-share">
        <div className="cheer-share__bar" aria-hidden="true">
          <span className="cheer-share__home" style={{ flexGrow: share ? share[0] : 1 }} />
          <span className="cheer-share__away" style={{ flexGrow: share ? share[1] : 1 }} />
        </div>
        <p className="cheer-share__text">
          {share ? ACTIVITY_TEXT.share(share[0], share[1]) : ACTIVITY_TEXT.nobodyYet}
        </p>
      </div>
      <p className="cheer-board__chances" data-testid="cheer-chances">
        <strong>{ACTIVITY_TEXT.chances(board.chances.left, board.chances.daily)}</strong>
        <span>{ACTIVITY_TEXT.resets(beijingClock(board.chances.resets_at))}</span>
      </p>
    </section>
  );
}
