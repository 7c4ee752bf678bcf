import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, codeDigits } from './code-input';

function Field({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput label="邀请码" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('CodeInput', () => {
  it('keeps digits only, at most six', () => {
    expect(codeDigits('08 31-52', 6)).toBe('083152');
    expect(codeDigits('1234567', 6)).toBe('123456');
    expect(codeDigits('abc', 6)).toBe('');
  });

  it('is one numeric, one-time-code field of six digits drawn as six boxes', () => {
    const { container } = render(<Field />);
    const field = screen.getByRole('textbox', { name: '邀请码' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(container.querySelectorAll('.kq-code__box')).toHaveLength(6);
    expect(screen.getByText('请输入 6 位数字')).toBeInTheDocument();
  });

  it('fills the boxes from a pasted code and completes once', () => {
    const onComplete = vi.fn();
    const { container } = render(<Field onComplete={onComplete} />);
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '邀请码 083152' } });
    const boxes = [...container.querySelectorAll('.kq-code__box')].map((box) => box.textContent);
    expect(boxes).toEqual(['0', '8', '3', '1', '5', '2']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('083152');
    fireEvent.change(field, { target: { value: '0831529' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows an error as an alert tied to the field', () => {
    render(<CodeInput value="111111" onChange={() => undefined} error="邀请码已过期" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('邀请码已过期');
  });
});
