import { type FormEvent, useRef } from 'react';
import { SEARCH_TEXT } from '../texts/search-text';
import './search-box.css';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  value: string;
  /** Every keystroke: the caller searches as the fan types. */
  onChange: (value: string) => void;
  /** The fan pressed the keyboard's search key (the query is worth remembering). */
  onSubmit?: (value: string) => void;
  /** @default SEARCH_TEXT.placeholder */
  placeholder?: string;
  /** @default SEARCH_TEXT.label */
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A search field: a magnifier, the input (the keyboard shows its search key) and, once something is
 * typed, a clear button that empties the field and keeps the focus in it.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  placeholder = SEARCH_TEXT.placeholder,
  label = SEARCH_TEXT.label,
  autoFocus,
  disabled,
}: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    input.current?.blur();
    onSubmit?.(value);
  };
  return (
    <form className="kq-search-box" onSubmit={submit}>
      <svg
        className="kq-search-box__icon"
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M13.2 13.2 17 17" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        className="kq-search-box__input"
        type="search"
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the search page exists to type into this field
        autoFocus={autoFocus}
        disabled={disabled}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && !disabled ? (
        <button
          type="button"
          className="kq-search-box__clear"
          aria-label={SEARCH_TEXT.clear}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M6 6l8 8M14 6l-8 8"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </form>
  );
}
