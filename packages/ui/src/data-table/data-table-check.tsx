import { useEffect, useRef } from 'react';

/** Props of the table's checkbox. */
export interface TableCheckProps {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onToggle: () => void;
}

/**
 * A native checkbox drawn as a rounded box, its hit area the whole cell (≥ 44 px) so it is easy to
 * tap on a phone.
 */
export function TableCheck({ checked, indeterminate = false, label, onToggle }: TableCheckProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    // A tap on the box toggles the row; it is not a tap on the row.
    // biome-ignore lint/a11y/useKeyWithClickEvents: only stops propagation; the input handles keys
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <span
      className="kq-table-check"
      data-state={indeterminate ? 'mixed' : checked ? 'on' : 'off'}
      onClick={(event) => event.stopPropagation()}
    >
      <input
        ref={ref}
        type="checkbox"
        className="kq-table-check__input"
        checked={checked}
        aria-label={label}
        onChange={onToggle}
      />
      <span className="kq-table-check__box" aria-hidden="true">
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          {indeterminate ? (
            <path d="M3 6h6" />
          ) : checked ? (
            <path d="m2.5 6.2 2.3 2.3 4.7-5" />
          ) : null}
        </svg>
      </span>
    </span>
  );
}
