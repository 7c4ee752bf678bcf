import type { ReactNode } from 'react';
import './segmented.css';

/** Props of {@link Segmented}. */
export interface SegmentedProps<Value extends string | number> {
  label: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A row of toggle buttons of which exactly one is pressed. */
export function Segmented<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedProps<Value>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className={['kq-segmented', className].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="kq-segmented__option"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
