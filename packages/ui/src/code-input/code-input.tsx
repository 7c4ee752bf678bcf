import { CODE_INPUT_LENGTH } from '@kanqiu/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import './code-input.css';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** The digits entered so far (only digits are ever passed to `onChange`). */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last digit is entered (also by a paste or the phone's code suggestion). */
  onComplete?: (code: string) => void;
  /** Digits of the code. @default 6 (`CODE_INPUT_LENGTH`) */
  length?: number;
  /** The visible label. @default '验证码' */
  label?: ReactNode;
  /** An error about the code, shown under the boxes and tied to the field. */
  error?: ReactNode;
  /** A hint under the boxes when there is no error. @default '请输入 6 位数字' */
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  className?: string;
}

/** Keeps the digits of `text`, at most `length` of them. */
export function codeDigits(text: string, length: number): string {
  return text.replace(/\D+/g, '').slice(0, length);
}

/**
 * A code input of `length` digit boxes (docs/behaviour.md §5: 6 digits). It is one real text field
 * drawn as boxes, so typing, deleting, pasting a whole code and the phone's one-time-code suggestion
 * all work as in any field, and a screen reader meets one labelled input.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  length = CODE_INPUT_LENGTH,
  label = UI_TEXT.codeInput.label,
  error,
  hint = UI_TEXT.codeInput.digits(length),
  disabled = false,
  autoFocus = false,
  name,
  className,
}: CodeInputProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const digits = codeDigits(value, length);
  const active = Math.min(digits.length, length - 1);
  const note = error ?? hint;
  return (
    <div
      className={['kq-code', error ? 'kq-code--error' : null, className].filter(Boolean).join(' ')}
    >
      <label className="kq-code__label" htmlFor={`${id}-field`}>
        {label}
      </label>
      <div className="kq-code__boxes" style={{ gridTemplateColumns: `repeat(${length}, 1fr)` }}>
        <input
          ref={field}
          id={`${id}-field`}
          className="kq-code__field"
          value={digits}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code page exists to take this one input.
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            const next = codeDigits(event.target.value, length);
            onChange(next);
            if (next.length === length && digits.length !== length) onComplete?.(next);
          }}
        />
        {Array.from({ length }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position.
            key={index}
            className="kq-code__box"
            aria-hidden="true"
            data-filled={index < digits.length || undefined}
            data-active={(focused && index === active) || undefined}
          >
            {digits[index] ?? ''}
          </span>
        ))}
      </div>
      {note ? (
        <p
          id={`${id}-note`}
          className={error ? 'kq-code__error' : 'kq-code__hint'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
