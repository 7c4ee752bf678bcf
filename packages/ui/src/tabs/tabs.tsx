import { TABS_ANIMATION_MS, TABS_SCROLL_THRESHOLD } from '@kanqiu/core';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { UI_TEXT } from '../texts/ui-text';
import './tabs.css';

/** One tab of a {@link Tabs} bar. */
export interface TabItem {
  /** Stable React key; the index is used when absent. */
  key?: string | number;
  /** What the tab shows. */
  title: ReactNode;
  /** A disabled tab can be neither clicked nor reached with the arrow keys. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** The active tab's index when the parent controls it. */
  active?: number;
  /** The first active tab when uncontrolled. @default 0 */
  defaultActive?: number;
  /** Called with the index of the newly active tab. */
  onChange?: (index: number) => void;
  /** Called with the index of every tab the user clicks, active or not. */
  onTabClick?: (index: number, item: TabItem) => void;
  /** The bar scrolls horizontally when it has more tabs than this. @default 6 (`TABS_SCROLL_THRESHOLD`) */
  scrollThreshold?: number;
  /** Duration (ms) of the indicator and scroll animation. @default 300 (`TABS_ANIMATION_MS`) */
  animationMs?: number;
  /** Accessible name of the tab list. @default '分类' */
  label?: string;
  /** The id of the panel a tab controls, when the page renders panels. */
  panelId?: (index: number) => string;
  className?: string;
}

function firstEnabled(items: readonly TabItem[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (from + step * offset + items.length * offset) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

/** The tab a key moves to from `current`, or null when the key does not move. */
function nextTabIndex(key: string, items: readonly TabItem[], current: number): number | null {
  if (key === 'ArrowRight') return firstEnabled(items, current, 1);
  if (key === 'ArrowLeft') return firstEnabled(items, current, -1);
  if (key === 'Home') return firstEnabled(items, -1, 1);
  if (key === 'End') return firstEnabled(items, items.length, -1);
  return null;
}

/**
 * A tab bar (docs/behaviour.md §2): tabs share the width up to six, and scroll horizontally beyond that with the
 * active tab kept in view. Selecting a tab sets it active and reports a click with its index. Arrow
 * keys, Home and End move between tabs.
 */
export function Tabs({
  items,
  active,
  defaultActive = 0,
  onChange,
  onTabClick,
  scrollThreshold = TABS_SCROLL_THRESHOLD,
  animationMs = TABS_ANIMATION_MS,
  label = UI_TEXT.tabs.label,
  panelId,
  className,
}: TabsProps) {
  const [innerActive, setInnerActive] = useState(defaultActive);
  const current = active ?? innerActive;
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const scrollable = items.length > scrollThreshold;

  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[current];
    if (!scrollable || !list || !tab) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: Math.max(0, left), behavior: reduced ? 'auto' : 'smooth' });
  }, [current, scrollable]);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    onTabClick?.(index, item);
    if (index === current) return;
    if (active === undefined) setInnerActive(index);
    onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, items, current);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  const style = { '--kq-tabs-duration': `${animationMs}ms` } as CSSProperties;

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={['kq-tabs', scrollable && 'kq-tabs--scrollable', className]
        .filter(Boolean)
        .join(' ')}
      style={style}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const selected = index === current;
        return (
          <button
            key={item.key ?? index}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            id={`${idPrefix}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId?.(index)}
            aria-disabled={item.disabled || undefined}
            tabIndex={selected ? 0 : -1}
            className="kq-tabs__tab"
            onClick={() => select(index)}
          >
            <span className="kq-tabs__title">{item.title}</span>
          </button>
        );
      })}
    </div>
  );
}
