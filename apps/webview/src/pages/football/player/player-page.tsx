import { footballPlayerCall } from '@kanqiu/core/contract';
import { PullRefresh } from '@kanqiu/ui';
import { Suspense } from 'react';
import { useServices } from '../../../app/services-context';
import { useCall } from '../../../app/use-call';
import { FollowStarSlot } from '../../../follow/follow-star-slot';
import { MatchCard } from '../../../match/shared/match-card';
import { PageContent } from '../../../match/shared/page-content';
import { Skeleton } from '../../../match/shared/skeleton';
import { usePlayerId } from '../../../routing/query';
import { PageFrame } from '../../../shell/page-frame';
import { PlayerMatches } from './player-matches';
import { PLAYER_TEXT as T } from './player-texts';
import '../../../match/shared/match.css';
import './player.css';
import { lazyPart } from '../../../routing/lazy-part';

const PlayerShots = lazyPart(() => import('./player-shots').then((m) => m.PlayerShots));

/**
 * `/pages/soccer/player/player?player_id=…`: a World Cup 2018 player (Wyscout id): name, team,
 * position and shirt number, his matches the replay has played so far with minutes, goals, assists,
 * xG and rating, and his shots over them on one map. Loads over HTTP and reloads with the app's
 * refresh; a match still to come in the replay is not listed.
 */
export function FootballPlayerPage() {
  const playerId = usePlayerId();
  const { refresh } = useServices();
  const request = useCall(footballPlayerCall, playerId ? { player_id: playerId } : null);
  const player = request.data;
  return (
    <PageFrame
      title={player?.name ?? T.title}
      navRight={
        <FollowStarSlot
          target={
            player && playerId ? { kind: 'player', id: String(playerId), name: player.name } : null
          }
        />
      }
    >
      <PullRefresh onRefresh={refresh}>
        <PageContent
          hasData={player !== null}
          loading={request.loading}
          failed={request.error !== null}
          empty={playerId === null}
          emptyText={T.empty}
          onReload={() => void refresh()}
          skeleton={<Skeleton rows={8} label={T.loading} />}
        >
          {player ? (
            <div className="player-stack">
              <header className="player-head">
                <h1 className="player-head__name">{player.name}</h1>
                <p className="player-head__facts">
                  <span>{player.team.name}</span>
                  <span>{player.position_label}</span>
                  {player.shirt_number !== null ? (
                    <span>{T.shirt(player.shirt_number)}</span>
                  ) : null}
                  <span>{player.competition}</span>
                </p>
              </header>
              <MatchCard title={T.matchesTitle} aside={T.matchesAside(player.matches.length)}>
                <PlayerMatches matches={player.matches} />
              </MatchCard>
              <MatchCard title={T.shotsTitle}>
                <Suspense fallback={<p className="player-shots__loading">{T.shotsLoading}</p>}>
                  <PlayerShots shots={player.shots} playerName={player.name} otherName={T.nobody} />
                </Suspense>
              </MatchCard>
            </div>
          ) : null}
        </PageContent>
      </PullRefresh>
    </PageFrame>
  );
}
