import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';
import {
  linearScale,
  linearTicks,
  logScale,
  logTicks,
  seriesPath,
  yDomain,
} from './line-chart-scale';

describe('line chart scales', () => {
  it('maps a domain onto a range, linearly and by ratio', () => {
    const x = linearScale([0, 90], [36, 330]);
    expect(x(0)).toBe(36);
    expect(x(45)).toBe(183);
    expect(x(90)).toBe(330);
    const y = logScale([1, 100], [150, 10]);
    expect(y(1)).toBeCloseTo(150, 10);
    expect(y(10)).toBeCloseTo(80, 10);
    expect(y(100)).toBeCloseTo(10, 10);
  });

  it('keeps room around the values and a positive log domain', () => {
    const [min, max] = yDomain([1.4, 10], 'log');
    expect(min).toBeGreaterThan(0);
    expect(min).toBeLessThan(1.4);
    expect(max).toBeGreaterThan(10);
    expect(yDomain([2, 2], 'linear')).toEqual([1.9, 2.1]);
  });

  it('picks round ticks', () => {
    expect(linearTicks([0, 10])).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(linearTicks([-17, -7])).toEqual([-15, -12.5, -10, -7.5]);
    expect(logTicks([1.3, 11])).toEqual([2, 5, 10]);
    expect(logTicks([0.9, 110])).toEqual([1, 10, 100]);
    expect(logTicks([1.8, 2.4])).toEqual([1.8, 2, 2.2]);
  });

  it('draws a step path that holds each value until the next point and to the end', () => {
    const path = seriesPath(
      [
        { x: 0, y: 2 },
        { x: 10, y: 3 },
      ],
      (v) => v,
      (v) => v * 10,
      'step',
      20,
    );
    expect(path).toBe('M0 20H10V30H20');
    expect(
      seriesPath(
        [
          { x: 0, y: 1 },
          { x: 5, y: 2 },
        ],
        (v) => v,
        (v) => v,
        'linear',
      ),
    ).toBe('M0 1L5 2');
  });
});

describe('LineChart', () => {
  it('draws each series, the markers and a legend with the latest values', () => {
    render(
      <LineChart
        label="走势"
        xDomain={[0, 90]}
        series={[
          {
            key: 'a',
            label: '主胜',
            color: 'red',
            points: [
              { x: 0, y: 2.5 },
              { x: 18, y: 1.5 },
            ],
            valueText: '1.50',
          },
          { key: 'b', label: '客胜', color: 'blue', points: [{ x: 0, y: 2.8 }] },
        ]}
        markers={[{ key: 'g', x: 18, label: "18' 进球", color: 'red' }]}
      />,
    );
    expect(screen.getByRole('img', { name: '走势' })).toBeInTheDocument();
    expect(document.querySelectorAll('.kq-line-chart__series path')).toHaveLength(2);
    expect(screen.getByText("18' 进球", { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('1.50', { selector: 'b' })).toBeInTheDocument();
  });

  it('shows the empty view without points and a placeholder while loading', () => {
    const { rerender } = render(<LineChart label="走势" xDomain={[0, 90]} series={[]} />);
    expect(screen.getByText('暂无走势数据')).toBeInTheDocument();
    rerender(<LineChart label="走势" xDomain={[0, 90]} series={[]} loading />);
    expect(screen.getByRole('status', { name: '走势' })).toBeInTheDocument();
  });
});
