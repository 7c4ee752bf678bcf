import './score-bar.css';

/** Props of {@link ScoreBar}. */
export interface ScoreBarProps {
  home: string;
  away: string;
  /** Home and away score, or `null` before the start (the bar then shows `VS`). */
  score: readonly [number, number] | null;
  /** The running clock or the status (`67'`, `第3节 5:32`, `完场`). */
  clock: string;
  live: boolean;
  vs: string;
}

/**
 * The compact score bar that takes the top bar's place once the score header has scrolled away:
 * both teams, the score and the clock, opaque, fixed so it moves nothing on the page. The header
 * that renders it keeps it in step with every push.
 */
export function ScoreBar({ home, away, score, clock, live, vs }: ScoreBarProps) {
  return (
    <div className="score-bar" data-testid="score-bar" aria-hidden="true">
      <span className="score-bar__team score-bar__team--home">{home}</span>
      <span className="score-bar__center">
        <span className="score-bar__score" data-testid="score-bar-score">
          {score ? `${score[0]}-${score[1]}` : vs}
        </span>
        <span className={`score-bar__clock${live ? ' score-bar__clock--live' : ''}`}>{clock}</span>
      </span>
      <span className="score-bar__team score-bar__team--away">{away}</span>
    </div>
  );
}
