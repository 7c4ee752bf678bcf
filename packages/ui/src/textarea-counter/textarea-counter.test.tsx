import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextareaCounter } from './textarea-counter';

function Field({ initial = '', max }: { initial?: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return <TextareaCounter label="问题描述" value={value} onChange={setValue} maxLength={max} />;
}

describe('TextareaCounter', () => {
  it('counts characters live against 140 by default', () => {
    render(<Field />);
    const field = screen.getByRole('textbox', { name: '问题描述' });
    expect(field).toHaveAttribute('maxlength', '140');
    expect(screen.getByText('0/140')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '比分刷新慢' } });
    expect(screen.getByText('5/140')).toBeInTheDocument();
    expect(screen.getByText('已输入 5 字，最多 140 字')).toBeInTheDocument();
  });

  it('marks the counter near and at the limit and says when the limit is reached', () => {
    const { container } = render(<Field initial={'字'.repeat(9)} max={10} />);
    const count = container.querySelector('.kq-textarea__count');
    expect(count).toHaveAttribute('data-level', 'near');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '字'.repeat(10) } });
    expect(count).toHaveAttribute('data-level', 'full');
    expect(screen.getByText('已达到 10 字上限')).toBeInTheDocument();
  });

  it('ties an error to the field', () => {
    render(
      <TextareaCounter label="问题" value="" onChange={() => undefined} error="请填写反馈内容" />,
    );
    const field = screen.getByRole('textbox', { name: '问题' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请填写反馈内容');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });
});
