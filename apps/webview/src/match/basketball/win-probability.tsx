import { BASKETBALL_TEXT } from './basketball-texts';
import './win-probability.css';

/** Props of {@link WinProbability}. */
export interface WinProbabilityProps {
  /** The home side's chance to win, 0–1. */
  home: number;
  homeName: string;
  awayName: string;
  /** Whose model it is (`ESPN`). */
  source: string;
}

/** Both sides' chance to win as one split bar, with the model named under it. */
export function WinProbability({ home, homeName, awayName, source }: WinProbabilityProps) {
  const away = 1 - home;
  return (
    <div className="bb-winprob" data-testid="win-probability">
      <div className="bb-winprob__values">
        <span className="bb-winprob__side bb-winprob__side--home">
          <span className="bb-winprob__name">{homeName}</span>
          <strong>{BASKETBALL_TEXT.percent(home)}</strong>
        </span>
        <span className="bb-winprob__side bb-winprob__side--away">
          <strong>{BASKETBALL_TEXT.percent(away)}</strong>
          <span className="bb-winprob__name">{awayName}</span>
        </span>
      </div>
      <div className="bb-winprob__bar" aria-hidden="true">
        <span className="bb-winprob__fill bb-winprob__fill--home" style={{ flexGrow: home }} />
        <span className="bb-winprob__fill bb-winprob__fill--away" style={{ flexGrow: away }} />
      </div>
      <p className="bb-winprob__source">{BASKETBALL_TEXT.winProbabilitySource(source)}</p>
    </div>
  );
}
