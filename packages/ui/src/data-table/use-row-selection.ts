import { useCallback, useMemo, useState } from 'react';

/** The selection of a table: which row keys are checked. */
export interface RowSelection<Key> {
  checked: ReadonlySet<Key>;
  /** Every row is checked (and there is at least one). */
  all: boolean;
  /** Some, not all, rows are checked: select-all shows as indeterminate. */
  some: boolean;
  toggle(key: Key): void;
  /** Checks every row, or unchecks all when every row is checked already. */
  toggleAll(): void;
}

/**
 * Row selection over `keys` (docs/behaviour.md §4): each row toggles on its own; select-all toggles all. Keys
 * that leave the data leave the selection.
 */
export function useRowSelection<Key>(
  keys: readonly Key[],
  onChange?: (checked: Key[]) => void,
): RowSelection<Key> {
  const [chosen, setChosen] = useState<ReadonlySet<Key>>(() => new Set());
  const checked = useMemo(() => new Set(keys.filter((key) => chosen.has(key))), [keys, chosen]);
  const all = keys.length > 0 && checked.size === keys.length;
  const some = checked.size > 0 && !all;

  const commit = useCallback(
    (next: Set<Key>) => {
      setChosen(next);
      onChange?.(keys.filter((key) => next.has(key)));
    },
    [keys, onChange],
  );

  const toggle = useCallback(
    (key: Key) => {
      const next = new Set(checked);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      commit(next);
    },
    [checked, commit],
  );

  const toggleAll = useCallback(() => {
    commit(all ? new Set() : new Set(keys));
  }, [all, keys, commit]);

  return { checked, all, some, toggle, toggleAll };
}
