import type { FootballMatchPage } from '@kanqiu/core/contract/football';
import type { SocketState } from '@kanqiu/net';
import { MatchMomentBanner } from '../shared/match-moment';
import { useFootballMoment } from './football-moments';
import { MatchHeader } from './match-header';

/**
 * The score header of the football pages that hold the socket (live, facts), with the banner of a
 * goal, red card, missed penalty or VAR decision a push brings.
 */
export function FootballLiveHeader({
  page,
  socket,
}: {
  page: FootballMatchPage;
  socket: SocketState;
}) {
  const moment = useFootballMoment(page.incidents, page.home_team.name, page.away_team.name);
  return (
    <>
      <MatchHeader page={page} socket={socket} />
      <MatchMomentBanner moment={moment} />
    </>
  );
}
