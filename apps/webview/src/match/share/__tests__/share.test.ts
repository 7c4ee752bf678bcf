import { FootballEvent } from '@kanqiu/core';
import type { FootballIncident } from '@kanqiu/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { REMINDERS_KEPT, rememberReminder, remindedMatches } from '../reminders';
import { basketballCard, footballCard } from '../score-card-data';
import { shareCardImage } from '../share-image';

function goal(
  id: string,
  type: number,
  position: 0 | 1 | 2,
  player: string,
  minute: string,
): FootballIncident {
  return {
    id,
    type: type as FootballIncident['type'],
    type_label: '',
    minute: 1,
    added: 0,
    minute_text: minute,
    position,
    player_id: null,
    player_name: player,
    player2_id: null,
    player2_name: null,
    reason_type: null,
    home_score: 0,
    away_score: 0,
    text: '',
  };
}

const team = (name: string, score: number) =>
  ({ name, score }) as unknown as Parameters<typeof footballCard>[0]['home_team'];

describe('footballCard', () => {
  it("lists each side's goals in order with the minute, penalties and own goals named", () => {
    const card = footballCard({
      competition: '2018世界杯 决赛',
      status_id: 4,
      status_label: '下半场',
      minute_text: "66'",
      home_team: team('法国', 4),
      away_team: team('克罗地亚', 1),
      original_kickoff: '2018-07-15T15:00:00Z',
      incidents: [
        goal('1', FootballEvent.OwnGoal, 1, '曼朱基奇', "18'"),
        goal('2', FootballEvent.Goal, 2, '佩里西奇', "28'"),
        goal('3', FootballEvent.YellowCard, 2, '布罗佐维奇', "30'"),
        goal('4', FootballEvent.Penalty, 1, '格列兹曼', "38'"),
        goal('5', FootballEvent.HalfTime, 0, '', "45'"),
      ],
    });
    expect(card.lines.home).toEqual([
      { name: '曼朱基奇', detail: "18' 乌龙" },
      { name: '格列兹曼', detail: "38' 点球" },
    ]);
    expect(card.lines.away).toEqual([{ name: '佩里西奇', detail: "28'" }]);
    expect(card).toMatchObject({
      status: "66'",
      live: true,
      home: { score: 4 },
      away: { score: 1 },
    });
    expect(card.date).toBeUndefined();
  });

  it('shows no score before kick-off, and the kick-off time instead', () => {
    const card = footballCard({
      competition: '2018世界杯 决赛',
      status_id: 1,
      status_label: '未开赛',
      minute_text: null as unknown as string,
      home_team: team('法国', 0),
      away_team: team('克罗地亚', 0),
      original_kickoff: '2018-07-15T15:00:00Z',
      incidents: [],
    });
    expect(card.home.score).toBeNull();
    expect(card.status).toBe('未开赛');
    expect(card.date).toMatch(/^2018-07-1[56] \d\d:00$/);
  });
});

describe('basketballCard', () => {
  it("names each side's top three scorers with their points", () => {
    const player = (name: string, points: number) => ({ name, points }) as never;
    const card = basketballCard({
      competition: 'NBA总决赛 第1场',
      status_id: 2,
      status_label: '第3节',
      clock: '5:32',
      home_team: team('凯尔特人', 80) as never,
      away_team: team('独行侠', 70) as never,
      original_kickoff: '2024-06-06T00:30:00Z',
      players: {
        home: [
          player('布朗', 15),
          player('塔图姆', 12),
          player('波尔津吉斯', 20),
          player('霍勒迪', 6),
        ],
        away: [player('东契奇', 25), player('替补', 0)],
      },
    });
    expect(card.lines.home.map((line) => `${line.name} ${line.detail}`)).toEqual([
      '波尔津吉斯 20分',
      '布朗 15分',
      '塔图姆 12分',
    ]);
    expect(card.lines.away).toEqual([{ name: '东契奇', detail: '25分' }]);
    expect(card).toMatchObject({ status: '第3节 5:32', live: true });
  });
});

describe('shareCardImage', () => {
  const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  const noHost = { supports: () => false, shareImage: vi.fn(() => false) };

  function browser(navigator: Record<string, unknown>) {
    const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
    return {
      link,
      env: {
        navigator,
        document: { createElement: () => link, body: { append: vi.fn() } },
        URL: { createObjectURL: () => 'blob:card', revokeObjectURL: vi.fn() },
      } as never,
    };
  }

  it('uses the Web Share API with the file where the browser can share files', async () => {
    const share = vi.fn(async () => undefined);
    const { env } = browser({ share, canShare: () => true });
    await expect(shareCardImage(image, 'kanqiu-1.png', '法国 4-2', noHost, env)).resolves.toBe(
      'shared',
    );
    const [data] = share.mock.calls[0] as unknown as [{ files: File[]; text: string }];
    expect(data.files[0]?.name).toBe('kanqiu-1.png');
    expect(data.text).toBe('法国 4-2');
  });

  it('counts closing the share sheet as cancelled', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const { env } = browser({ share, canShare: () => true });
    await expect(shareCardImage(image, 'kanqiu-1.png', 't', noHost, env)).resolves.toBe(
      'cancelled',
    );
  });

  it('hands the PNG to the app where the browser cannot share files and the app can', async () => {
    const host = { supports: () => true, shareImage: vi.fn(() => true) };
    const { env } = browser({ share: vi.fn(), canShare: () => false });
    await expect(shareCardImage(image, 'kanqiu-1.png', 't', host, env)).resolves.toBe('host');
    expect(host.shareImage).toHaveBeenCalledWith({
      data_url: 'data:image/png;base64,iVBORw==',
      file_name: 'kanqiu-1.png',
      text: 't',
    });
  });

  it('downloads the PNG otherwise', async () => {
    const { env, link } = browser({});
    await expect(shareCardImage(image, 'kanqiu-1.png', 't', noHost, env)).resolves.toBe(
      'downloaded',
    );
    expect(link).toMatchObject({ href: 'blob:card', download: 'kanqiu-1.png' });
    expect(link.click).toHaveBeenCalledOnce();
  });
});

describe('reminders on the device', () => {
  it('remembers and forgets a match, keeping the newest ones, and reads junk as none', () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    rememberReminder('a', true, store);
    rememberReminder('b', true, store);
    rememberReminder('a', false, store);
    expect(remindedMatches(store)).toEqual(['b']);
    for (let index = 0; index < REMINDERS_KEPT + 5; index++)
      rememberReminder(`m${index}`, true, store);
    expect(remindedMatches(store)).toHaveLength(REMINDERS_KEPT);
    expect(remindedMatches(store)[0]).toBe('m5');
    values.set('kanqiu.reminders', '{not json');
    expect(remindedMatches(store)).toEqual([]);
  });
});
