import type { BasketballMatchPage } from '@kanqiu/core/contract/basketball';
import type { SocketState } from '@kanqiu/net';
import { MatchMomentBanner } from '../shared/match-moment';
import { BasketballHeader } from './basketball-header';
import { useBasketballMoment } from './basketball-moments';

/** The score header of the basketball pages that hold the socket, with the lead-change and run banner. */
export function BasketballLiveHeader({
  page,
  socket,
}: {
  page: BasketballMatchPage;
  socket: SocketState;
}) {
  const moment = useBasketballMoment(page.home_team.score, page.away_team.score, {
    home: page.home_team.name,
    away: page.away_team.name,
  });
  return (
    <>
      <BasketballHeader page={page} socket={socket} />
      <MatchMomentBanner moment={moment} />
    </>
  );
}
