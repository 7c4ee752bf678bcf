import { MatchSubnav } from '../../../match/match-subnav';
import { OddsExponentPage } from '../../../odds/odds-exponent-page';
import { useMatchId } from '../../../routing/query';

/** `/pages/soccer/exponent/exponent`: 欧指, 亚指 and 大小 of a football match, live. */
export function SoccerExponentPage() {
  const matchId = useMatchId();
  return (
    <OddsExponentPage
      sport="football"
      nav={matchId ? <MatchSubnav current="exponent" matchId={matchId} /> : null}
    />
  );
}
