import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREMIER_LEAGUE_2024_25, WC2018_GROUP_A } from '../fixtures/points';
import { FormChips } from './form-chips';
import { PointsTable } from './points-table';

const teamsInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.kq-points__team')?.textContent);

describe('PointsTable', () => {
  it('lists the group in table order with points, signed goal difference and form', () => {
    render(<PointsTable rows={WC2018_GROUP_A} label="A组积分榜" qualifying={2} />);
    const table = screen.getByRole('table', { name: 'A组积分榜' });
    expect(teamsInOrder()).toEqual(['乌拉圭', '俄罗斯', '沙特阿拉伯', '埃及']);
    const uruguay = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(uruguay.querySelector('.kq-points__points')).toHaveTextContent('9');
    expect(uruguay).toHaveTextContent('+5');
    expect(within(uruguay).getByRole('img')).toHaveAccessibleName('近况（由远及近）：胜胜胜');
  });

  it('marks the page’s team and the qualifying places', () => {
    render(<PointsTable rows={WC2018_GROUP_A} label="A组积分榜" qualifying={2} />);
    const marked = document.querySelectorAll('.kq-points__team[data-highlight]');
    expect([...marked].map((cell) => cell.textContent)).toEqual(['乌拉圭']);
    const qualifying = document.querySelectorAll('.kq-points__rank[data-qualifying]');
    expect([...qualifying].map((cell) => cell.textContent)).toEqual(['1', '2']);
  });

  it('sorts by a column on a click of its header, then back', () => {
    render(<PointsTable rows={PREMIER_LEAGUE_2024_25} label="积分榜" />);
    const conceded = () =>
      within(screen.getByRole('columnheader', { name: /^失/ })).getByRole('button');
    fireEvent.click(conceded());
    expect(teamsInOrder()[0]).toBe('阿森纳');
    fireEvent.click(conceded());
    expect(teamsInOrder()[0]).toBe('南安普顿');
    fireEvent.click(conceded());
    expect(teamsInOrder()[0]).toBe('利物浦');
  });

  it('renders the team cell the page gives, and no form column without form', () => {
    const rows = WC2018_GROUP_A.map(({ form: _form, ...rest }) => rest);
    render(
      <PointsTable
        rows={rows}
        label="A组积分榜"
        renderTeam={(row) => <a href={`#/team/${row.team.id}`}>{row.team.name}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '乌拉圭' })).toHaveAttribute('href', '#/team/URU');
    expect(screen.queryByRole('columnheader', { name: /近况/ })).toBeNull();
  });

  it('shows the empty view when there are no rows', () => {
    render(<PointsTable rows={[]} label="积分榜" empty={<p>本赛季尚无积分</p>} />);
    expect(screen.getByText('本赛季尚无积分')).toBeInTheDocument();
  });
});

describe('FormChips', () => {
  it('shows one chip a result, oldest first', () => {
    render(<FormChips results={['lose', 'draw', 'win']} />);
    const chips = screen.getByRole('img');
    expect(chips).toHaveTextContent('负平胜');
  });

  it('shows a dash before any result', () => {
    const { container } = render(<FormChips results={[]} />);
    expect(container).toHaveTextContent('-');
  });
});
