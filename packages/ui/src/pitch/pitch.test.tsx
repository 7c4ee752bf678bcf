import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pitch } from './pitch';
import { wyscoutToPitch } from './pitch-geometry';

describe('wyscoutToPitch', () => {
  it('puts a team attacking right with its left touchline at the top', () => {
    expect(wyscoutToPitch(100, 50, true)).toEqual({ x: 105, y: 34 });
    expect(wyscoutToPitch(0, 0, true)).toEqual({ x: 0, y: 0 });
    expect(wyscoutToPitch(90, 25, true)).toEqual({ x: 94.5, y: 17 });
  });

  it('turns a team attacking left half a circle', () => {
    expect(wyscoutToPitch(100, 50, false)).toEqual({ x: 0, y: 34 });
    expect(wyscoutToPitch(90, 25, false)).toEqual({ x: 10.5, y: 51 });
  });
});

describe('Pitch', () => {
  it('is a named picture by default and draws its children on top', () => {
    const { container } = render(
      <Pitch>
        <circle data-testid="mark" cx={94.5} cy={34} r={1} />
      </Pitch>,
    );
    expect(screen.getByRole('img', { name: '足球场' })).toBeInTheDocument();
    expect(screen.getByTestId('mark')).toBeInTheDocument();
    expect(container.querySelectorAll('.kq-pitch__goal')).toHaveLength(2);
  });

  it('is a group when its children are controls', () => {
    render(<Pitch role="group" label="射门分布图" />);
    expect(screen.getByRole('group', { name: '射门分布图' })).toBeInTheDocument();
  });
});
