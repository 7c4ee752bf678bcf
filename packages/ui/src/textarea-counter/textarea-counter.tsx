import { TEXTAREA_MAX_LENGTH } from '@kanqiu/core';
import { type ReactNode, useId } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import './textarea-counter.css';

/** Props of {@link TextareaCounter}. */
export interface TextareaCounterProps {
  value: string;
  onChange: (value: string) => void;
  /** The visible label above the field. */
  label: ReactNode;
  /** Most characters (UTF-16 units, as the server counts them). @default 140 (`TEXTAREA_MAX_LENGTH`) */
  maxLength?: number;
  placeholder?: string;
  /** Visible lines. @default 5 */
  rows?: number;
  disabled?: boolean;
  /** An error about the text, shown under it and tied to the field for screen readers. */
  error?: ReactNode;
  /** A hint under the field, when there is no error. */
  hint?: ReactNode;
  name?: string;
  className?: string;
}

/**
 * A text area with a live character counter (docs/behaviour.md §5: at most 140 characters). The
 * browser's own `maxlength` stops input at the limit, also while an input method composes; the
 * counter turns to a warning near the limit and says when it is reached.
 */
export function TextareaCounter({
  value,
  onChange,
  label,
  maxLength = TEXTAREA_MAX_LENGTH,
  placeholder,
  rows = 5,
  disabled = false,
  error,
  hint,
  name,
  className,
}: TextareaCounterProps) {
  const id = useId();
  const used = value.length;
  const level = used >= maxLength ? 'full' : used >= maxLength * 0.9 ? 'near' : 'ok';
  const note = error ?? hint;
  return (
    <div
      className={['kq-textarea', error ? 'kq-textarea--error' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="kq-textarea__label" htmlFor={`${id}-field`}>
        {label}
      </label>
      <div className="kq-textarea__box">
        <textarea
          id={`${id}-field`}
          className="kq-textarea__field"
          value={value}
          name={name}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-count`, note ? `${id}-note` : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="kq-textarea__count" id={`${id}-count`} data-level={level}>
          <span aria-hidden="true">{UI_TEXT.textareaCounter.count(used, maxLength)}</span>
          <span className="kq-visually-hidden">
            {UI_TEXT.textareaCounter.countLabel(used, maxLength)}
          </span>
        </span>
      </div>
      {/* Announced once, when the limit is reached, not on every keystroke. */}
      <span className="kq-visually-hidden" aria-live="polite">
        {level === 'full' ? UI_TEXT.textareaCounter.full(maxLength) : ''}
      </span>
      {note ? (
        <p
          className={error ? 'kq-textarea__error' : 'kq-textarea__hint'}
          id={`${id}-note`}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
