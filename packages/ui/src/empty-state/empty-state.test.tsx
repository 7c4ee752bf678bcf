import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says 暂无数据 by default under an inline illustration', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('says the signal is lost in the no-network variant', () => {
    render(<EmptyState variant="no-network" />);
    expect(screen.getByText('网络信号丢失')).toBeInTheDocument();
    expect(screen.getByText('请检查网络设置后重试')).toBeInTheDocument();
  });

  it('takes its own text, image and actions', () => {
    render(
      <EmptyState description="今日暂无比赛" image={<span>图</span>}>
        <button type="button">查看赛程</button>
      </EmptyState>,
    );
    expect(screen.getByText('今日暂无比赛')).toBeInTheDocument();
    expect(screen.getByText('图')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看赛程' })).toBeInTheDocument();
  });
});
