import { FootballEvent, LiveMarker } from '@kanqiu/core';
import { type FootballMatchPage, footballMatchPageSchema } from '@kanqiu/core/contract/football';
import { FootballStatus, lineupSchema, oddsPageSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { realCatalog, replay } from '../../__tests__/shared-catalog';

function pageAt(id: string, t: number): FootballMatchPage {
  return replay(id).matchPageAt(t) as FootballMatchPage;
}

function finalPage(id: string): FootballMatchPage {
  return pageAt(id, replay(id).durationSec);
}

/**
 * The four shoot-outs of 2018 as the record books have them: score after 120 minutes, the shoot-out
 * (home first), and who missed.
 */
const SHOOTOUTS = [
  { id: '2058004', teams: ['西班牙', '俄罗斯'], score: [1, 1], penalties: [3, 4], kicks: 9 },
  { id: '2058005', teams: ['克罗地亚', '丹麦'], score: [1, 1], penalties: [3, 2], kicks: 10 },
  { id: '2058009', teams: ['哥伦比亚', '英格兰'], score: [1, 1], penalties: [3, 4], kicks: 10 },
  { id: '2058012', teams: ['俄罗斯', '克罗地亚'], score: [2, 2], penalties: [3, 4], kicks: 10 },
] as const;

describe('extra time and shoot-outs of the World Cup 2018', () => {
  it.each(SHOOTOUTS)(
    'match $id ends $score.0-$score.1 after extra time and $penalties.0-$penalties.1 on penalties',
    ({ id, teams, score, penalties, kicks }) => {
      const page = finalPage(id);
      expect(() => v.parse(footballMatchPageSchema, page)).not.toThrow();
      expect(page.status_id).toBe(FootballStatus.Finished);
      expect([page.home_team.name, page.away_team.name]).toEqual(teams);
      expect([page.home_team.score, page.away_team.score]).toEqual(score);
      expect([page.home_team.penalty_score, page.away_team.penalty_score]).toEqual(penalties);
      const kickIncidents = page.incidents.filter(
        (i) =>
          i.type === FootballEvent.ShootoutPenalty ||
          i.type === FootballEvent.ShootoutPenaltyMissed,
      );
      expect(kickIncidents).toHaveLength(kicks);
      for (const kick of kickIncidents) {
        expect(kick.minute_text).toBe('点球');
        // A shoot-out kick never changes the score of the match.
        expect([kick.home_score, kick.away_score]).toEqual(score);
      }
      const types = page.incidents.map((i) => i.type);
      expect(types.indexOf(FootballEvent.ExtraTimeEnded)).toBeLessThan(
        types.indexOf(FootballEvent.ShootoutPenalty),
      );
      expect(types.slice(-2)).toEqual([FootballEvent.ShootoutEnded, FootballEvent.MatchEnd]);
      expect(page.incidents.at(-1)?.text).toBe(
        `全场比分 ${score[0]}-${score[1]}（点球 ${penalties[0]}-${penalties[1]}）`,
      );
      expect(page.tlive[0]?.type).toBe(LiveMarker.MatchEnd);
      expect(page.tlive[1]?.type).toBe(FootballEvent.ShootoutEnded);
    },
  );

  it('shows Spain–Russia kick by kick: Koke and Aspas saved by Akinfeev', () => {
    const page = finalPage('2058004');
    const kicks = page.incidents
      .filter((i) => i.type === 29 || i.type === 30)
      .map((i) => `${i.position}${i.type === 29 ? '✓' : '✗'}${i.player_name}`);
    expect(kicks).toEqual([
      '1✓伊涅斯塔',
      '2✓斯莫洛夫',
      '1✓皮克',
      '2✓伊格纳舍维奇',
      '1✗科克',
      '2✓戈洛温',
      '1✓拉莫斯',
      '2✓切里舍夫',
      '1✗阿斯帕斯',
    ]);
    const aspas = page.tlive.find((line) => line.type === 30 && line.data.includes('阿斯帕斯'));
    expect(aspas?.data).toContain('被阿金费耶夫扑出');
  });

  it('counts the shoot-out up kick by kick and shows the status of every phase', () => {
    const match = replay('2058004');
    const statuses: number[] = [];
    let shootoutSeen = false;
    for (const t of match.changePoints) {
      const page = match.matchPageAt(t) as FootballMatchPage;
      if (statuses.at(-1) !== page.status_id) statuses.push(page.status_id);
      if (page.status_id === FootballStatus.Penalties) {
        shootoutSeen = true;
        expect(page.minute_text).toBe('点球大战');
        expect(page.home_team.penalty_score).not.toBeNull();
      }
      if (page.status_id < FootballStatus.BeforePenalties) {
        expect(page.home_team.penalty_score ?? null).toBeNull();
      }
    }
    expect(shootoutSeen).toBe(true);
    expect(statuses).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11, 10]);
    expect(pageAt('2058004', -1).status_id).toBe(FootballStatus.NotStarted);
  });

  it('replays Croatia 2–1 England after extra time: Trippier 5, Perišić 68, Mandžukić 109', () => {
    const page = finalPage('2058015');
    const goals = page.incidents
      .filter((i) => i.type === FootballEvent.Goal)
      .map((i) => [i.minute_text, i.position, `${i.home_score}-${i.away_score}`]);
    expect(goals).toEqual([
      ["5'", 2, '0-1'],
      ["68'", 1, '1-1'],
      ["109'", 1, '2-1'],
    ]);
    expect(page.home_team.penalty_score ?? null).toBeNull();
    expect(page.incidents.map((i) => i.type)).toContain(FootballEvent.ExtraTimeEnded);
    expect(page.incidents.map((i) => i.type)).not.toContain(FootballEvent.ShootoutEnded);
    const match = replay('2058015');
    const inExtraTime = match.changePoints
      .map((t) => match.matchPageAt(t) as FootballMatchPage)
      .filter((p) => p.status_id === FootballStatus.ExtraTimeFirstHalf);
    expect(inExtraTime[0]?.minute_text).toBe("91'");
    expect(inExtraTime[0]?.status_label).toBe('加时赛上半场');
    const second = match.changePoints
      .map((t) => match.matchPageAt(t) as FootballMatchPage)
      .find((p) => p.status_id === FootballStatus.ExtraTimeSecondHalf);
    expect(second?.minute_text).toBe("106'");
    const fullTime = page.tlive.find((line) => line.type === LiveMarker.MatchEnd);
    expect(fullTime?.data).toBe('全场比赛结束！经过加时赛，克罗地亚以2-1战胜英格兰。');
  });

  it('keeps a regular match free of extra-time codes and shoot-out scores', () => {
    const page = finalPage('2058017');
    expect(page.home_team.penalty_score ?? null).toBeNull();
    expect(page.incidents.map((i) => i.type)).not.toContain(FootballEvent.ExtraTimeEnded);
  });

  it('gives valid pages, odds, lineups and trends for every one of the 64 matches', () => {
    const football = realCatalog().matches.filter((match) => match.sport === 'football');
    expect(football).toHaveLength(64);
    let goals = 0;
    for (const match of football) {
      for (const t of [0, match.durationSec * 0.8, match.durationSec]) {
        v.parse(footballMatchPageSchema, match.matchPageAt(t));
        v.parse(oddsPageSchema, match.oddsPageAt(t));
        v.parse(lineupSchema, match.lineupAt(t));
      }
      const page = match.matchPageAt(match.durationSec) as FootballMatchPage;
      expect([page.home_team.score, page.away_team.score]).toEqual([
        match.finalScore.home,
        match.finalScore.away,
      ]);
      expect(page.tlive.length).toBeGreaterThan(40);
      goals += page.incidents.filter((i) => [1, 8, 17].includes(i.type)).length;
    }
    // The World Cup 2018 had 169 goals (shoot-out kicks are not goals).
    expect(goals).toBe(169);
  });

  it('settles the odds on the 90 minutes: extra time moves the score, not the prices', () => {
    const match = replay('2058015');
    const regulationEnd = match.changePoints.find(
      (t) => match.matchPageAt(t).status_id === FootballStatus.BeforeExtraTime,
    );
    const atRegulationEnd = match.oddsPageAt(regulationEnd ?? 0);
    expect(atRegulationEnd.status_id).toBe(FootballStatus.BeforeExtraTime);
    const atEnd = match.oddsPageAt(match.durationSec);
    expect(atEnd.markets[0]?.rows[0]?.last).toEqual(atRegulationEnd.markets[0]?.rows[0]?.last);
    expect([atEnd.home_team.score, atEnd.away_team.score]).toEqual([2, 1]);
  });
});
