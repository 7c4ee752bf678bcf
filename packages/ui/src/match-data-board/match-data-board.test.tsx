import { SESSION_FILTER_OPTIONS } from '@kanqiu/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_MATCHES, NBA_BOARD_MATCHES } from '../fixtures/board-matches';
import { MatchDataBoard } from './match-data-board';
import { type BoardMatch, matchResult, summarize } from './match-result';

const match = (venue: 'home' | 'away', home: number, away: number): BoardMatch => ({
  id: `${venue}${home}${away}`,
  team: 'home',
  venue,
  date: '2018-07-15',
  competition: '世界杯',
  home_team: '甲',
  away_team: '乙',
  home_score: home,
  away_score: away,
});

const rows = () => screen.getAllByRole('listitem').filter((item) => item.dataset.team);

describe('matchResult', () => {
  it('judges the result from the side the team played on', () => {
    expect(matchResult(match('home', 2, 1))).toBe('win');
    expect(matchResult(match('away', 2, 1))).toBe('lose');
    expect(matchResult(match('away', 0, 3))).toBe('win');
    expect(matchResult(match('home', 1, 1))).toBe('draw');
  });
});

describe('summarize', () => {
  it('counts results, goals and the win rate', () => {
    const summary = summarize([match('home', 2, 1), match('away', 2, 1), match('home', 0, 0)]);
    expect(summary).toMatchObject({ played: 3, win: 1, draw: 1, lose: 1, scored: 3, conceded: 3 });
    expect(summary.winRate).toBeCloseTo(1 / 3);
    expect(summary.form).toEqual(['win', 'lose', 'draw']);
    expect(summarize([]).winRate).toBe(0);
  });
});

describe('MatchDataBoard', () => {
  it('titles itself at level 3, or at the level the page gives it', () => {
    const { unmount } = render(
      <MatchDataBoard homeTeam="法国" awayTeam="克罗地亚" matches={BOARD_MATCHES} />,
    );
    expect(screen.getByRole('heading', { name: '近期战绩' })).toHaveProperty('tagName', 'H3');
    unmount();
    render(
      <MatchDataBoard
        homeTeam="法国"
        awayTeam="克罗地亚"
        matches={BOARD_MATCHES}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { name: '近期战绩', level: 2 })).toBeInTheDocument();
  });

  it('shows both teams, 10 matches each, by default', () => {
    render(<MatchDataBoard homeTeam="法国" awayTeam="克罗地亚" matches={BOARD_MATCHES} />);
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '近10场' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows().filter((row) => row.dataset.team === 'home')).toHaveLength(
      SESSION_FILTER_OPTIONS[0],
    );
    expect(rows().filter((row) => row.dataset.team === 'away')).toHaveLength(
      SESSION_FILTER_OPTIONS[0],
    );
  });

  it('shows how a tie was decided under its score, and only there', () => {
    const tie: BoardMatch = {
      id: 'tie',
      team: 'away',
      venue: 'away',
      date: '2018-07-07',
      competition: '世界杯',
      home_team: '俄罗斯',
      away_team: '克罗地亚',
      home_score: 2,
      away_score: 2,
      note: '点球 3:4',
    };
    const plain: BoardMatch = {
      ...tie,
      id: 'plain',
      note: undefined,
      home_score: 0,
      away_score: 3,
    };
    render(<MatchDataBoard homeTeam="法国" awayTeam="克罗地亚" matches={[tie, plain]} />);
    const notes = document.querySelectorAll('.kq-board__score-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('点球 3:4');
    expect(notes[0]?.previousElementSibling).toHaveTextContent('2:2');
  });

  it('filters by team and by number of matches', () => {
    const onTeamChange = vi.fn();
    const onSessionsChange = vi.fn();
    render(
      <MatchDataBoard
        homeTeam="法国"
        awayTeam="克罗地亚"
        matches={BOARD_MATCHES}
        onTeamChange={onTeamChange}
        onSessionsChange={onSessionsChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '客队' }));
    expect(onTeamChange).toHaveBeenCalledWith('away');
    expect(rows().every((row) => row.dataset.team === 'away')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '近20场' }));
    expect(onSessionsChange).toHaveBeenCalledWith(20);
    expect(rows()).toHaveLength(20);
  });

  it('summarises each team with its record', () => {
    render(
      <MatchDataBoard
        homeTeam="法国"
        awayTeam="克罗地亚"
        matches={BOARD_MATCHES}
        defaultTeam="home"
      />,
    );
    const summary = document.querySelector('.kq-board__summary') as HTMLElement;
    // France's last 10: eight wins, two draws (from the fixture's scores).
    expect(summary).toHaveTextContent('8胜2平0负');
    expect(summary).toHaveTextContent('80%');
    expect(within(summary).getAllByRole('listitem')).toHaveLength(10);
  });

  it('shows the icon legend and an empty view without matches', () => {
    render(<MatchDataBoard homeTeam="法国" awayTeam="克罗地亚" matches={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    const legend = screen.getByLabelText('图例');
    for (const word of ['胜', '平', '负', '主场', '客场']) {
      expect(within(legend).getByText(word)).toBeInTheDocument();
    }
  });

  it('shows basketball records without draws and with points per game', () => {
    render(
      <MatchDataBoard
        homeTeam="凯尔特人"
        awayTeam="独行侠"
        matches={NBA_BOARD_MATCHES}
        sport="basketball"
      />,
    );
    const [boston, dallas] = document.querySelectorAll('.kq-board__summary');
    expect(boston?.querySelector('.kq-board__record')?.textContent).toBe('5胜1负');
    expect(dallas?.querySelector('.kq-board__record')?.textContent).toBe('1胜5负');
    // Boston scored 119+138+107+105+106+84 = 659 in 6 games and conceded 110+110+89+98+99+122 = 628.
    expect(boston).toHaveTextContent('场均得109.8 失104.7');
    expect(screen.getByLabelText('图例').textContent).toBe('胜负主主场客客场');
  });
});
