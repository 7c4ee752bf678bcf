import { MatchSubnav } from '../../../match/match-subnav';
import { OddsDetailPage } from '../../../odds/odds-detail-page';
import { useMatchId } from '../../../routing/query';

/** `/pages/soccer/exponent/detail`: one bookmaker's odds history in one market of a football match. */
export function SoccerExponentDetailPage() {
  const matchId = useMatchId();
  return (
    <OddsDetailPage
      sport="football"
      nav={matchId ? <MatchSubnav current="exponent" matchId={matchId} /> : null}
    />
  );
}
