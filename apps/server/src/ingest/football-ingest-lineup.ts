import { FootballEvent, type FootballEventCode, footballPositionLabel } from '@kanqiu/core';
import type {
  FootballLineup,
  FootballLineupPlayer,
  FootballTeamLineup,
  LineupSubstitution,
} from '@kanqiu/core/contract/match';
import type { IngestLineupPlayer, IngestMatch, IngestPerson } from './ingest-schemas';
import { teamRef } from './team-ref';

/** A goal, card or substitution as the lineup counts it. */
export interface LineupFact {
  type: FootballEventCode;
  side: 'home' | 'away';
  player: IngestPerson;
  /** The assist of a goal, the player going off of a substitution. */
  other: IngestPerson | null;
  minute: { minute: number; text: string };
}

/** True when a fact's person is this player: by the vendor's id when both have one, else by name. */
function samePerson(person: IngestPerson | null, player: IngestLineupPlayer): boolean {
  if (!person) return false;
  return person.id !== undefined && player.id !== undefined
    ? person.id === player.id
    : person.name === player.name;
}

function lineupPlayer(
  player: IngestLineupPlayer,
  facts: readonly LineupFact[],
  key: string,
): FootballLineupPlayer {
  const mine = (...codes: FootballEventCode[]) =>
    facts.filter((fact) => codes.includes(fact.type) && samePerson(fact.player, player)).length;
  const substitution = (off: boolean) =>
    facts.find(
      (fact) =>
        fact.type === FootballEvent.Substitution &&
        samePerson(off ? fact.other : fact.player, player),
    )?.minute.text ?? null;
  return {
    id: player.id ?? key,
    name: player.name,
    name_en: player.name,
    shirt_number: player.shirt ?? null,
    position: player.position,
    position_label: footballPositionLabel(player.position),
    row: null,
    slot: null,
    x: null,
    y: null,
    goals: mine(FootballEvent.Goal, FootballEvent.Penalty),
    penalty_goals: mine(FootballEvent.Penalty),
    own_goals: mine(FootballEvent.OwnGoal),
    assists: facts.filter(
      (fact) => fact.type === FootballEvent.Goal && samePerson(fact.other, player),
    ).length,
    yellow_cards: mine(FootballEvent.YellowCard, FootballEvent.SecondYellow),
    red_cards: mine(FootballEvent.RedCard, FootballEvent.SecondYellow),
    sub_in: substitution(false),
    sub_out: substitution(true),
  };
}

/**
 * The lineup of an ingested football match: the team sheets sent with it (empty without), each
 * player's goals, cards and substitutions from the events so far.
 */
export function footballIngestLineup(
  header: IngestMatch,
  facts: readonly LineupFact[],
): FootballLineup {
  const team = (side: 'home' | 'away'): FootballTeamLineup => {
    const sheet = header.lineups?.[side];
    const own = facts.filter((fact) => fact.side === side);
    const substitutions: LineupSubstitution[] = own
      .filter((fact) => fact.type === FootballEvent.Substitution)
      .map((fact) => ({
        minute: fact.minute.minute,
        minute_text: fact.minute.text,
        in_player_id: fact.player.id ?? fact.player.name,
        in_player_name: fact.player.name,
        out_player_id: fact.other?.id ?? fact.other?.name ?? '',
        out_player_name: fact.other?.name ?? '',
      }));
    return {
      team: teamRef(header[side]),
      formation: sheet?.formation ?? null,
      starters: (sheet?.starters ?? []).map((p, i) => lineupPlayer(p, own, `${side}-s${i + 1}`)),
      bench: (sheet?.bench ?? []).map((p, i) => lineupPlayer(p, own, `${side}-b${i + 1}`)),
      substitutions,
    };
  };
  return { match_id: header.match_id, sport: 'football', home: team('home'), away: team('away') };
}
