import { PULL_REFRESH_RESET_MS, PULL_REFRESH_THRESHOLD } from '@kanqiu/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePullGesture } from '../gesture/use-pull-gesture';
import { UI_TEXT } from '../texts/ui-text';
import './pull-refresh.css';

/** Where a pull-to-refresh is in its cycle. */
export type PullRefreshStatus = 'idle' | 'pulling' | 'loosing' | 'loading';

/** Props of {@link PullRefresh}. */
export interface PullRefreshProps {
  /**
   * Called once per completed pull. When it returns a promise the loading state lasts until the
   * promise settles, and at least `resetMs`.
   */
  onRefresh?: () => unknown;
  /** Damped pull distance (px) past which releasing refreshes. @default 50 (`PULL_REFRESH_THRESHOLD`) */
  threshold?: number;
  /** Shortest time (ms) the loading state shows before resetting. @default 1000 (`PULL_REFRESH_RESET_MS`) */
  resetMs?: number;
  /** Turns pulling off; the content scrolls as usual. */
  disabled?: boolean;
  /** Text while pulling below the threshold. @default '下拉刷新' */
  pullingText?: ReactNode;
  /** Text once releasing would refresh. @default '释放立即刷新' */
  loosingText?: ReactNode;
  /** Text while refreshing. @default '加载中…' */
  loadingText?: ReactNode;
  /** Called whenever the status changes, e.g. to show it elsewhere. */
  onStatusChange?: (status: PullRefreshStatus) => void;
  className?: string;
  children?: ReactNode;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pull-to-refresh around page content (docs/behaviour.md §2, §4). Pull down from the top past the threshold and
 * release: it shows loading for at least one second, calls `onRefresh` and springs back. A pull that
 * starts while the content is scrolled, or a sideways swipe, is left to the browser.
 */
export function PullRefresh({
  onRefresh,
  threshold = PULL_REFRESH_THRESHOLD,
  resetMs = PULL_REFRESH_RESET_MS,
  disabled = false,
  pullingText = UI_TEXT.pullRefresh.pulling,
  loosingText = UI_TEXT.pullRefresh.loosing,
  loadingText = UI_TEXT.pullRefresh.loading,
  onStatusChange,
  className,
  children,
}: PullRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = () => {
    setLoading(true);
    // A failed refresh still ends the loading state; reporting the error is the caller's job.
    let work: Promise<unknown>;
    try {
      work = Promise.resolve(onRefresh?.()).catch(() => undefined);
    } catch {
      work = Promise.resolve();
    }
    void Promise.all([work, wait(resetMs)]).then(() => {
      if (mounted.current) setLoading(false);
    });
  };

  const gesture = usePullGesture(rootRef, {
    threshold,
    disabled: disabled || loading,
    onRelease: (distance) => {
      if (distance >= threshold) refresh();
    },
  });

  const status: PullRefreshStatus = loading
    ? 'loading'
    : gesture.dragging
      ? gesture.distance >= threshold
        ? 'loosing'
        : 'pulling'
      : 'idle';

  const statusRef = useRef(status);
  useEffect(() => {
    if (statusRef.current === status) return;
    statusRef.current = status;
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  const offset = loading ? threshold : gesture.distance;
  const style = { '--kq-pull-head': `${threshold}px` } as CSSProperties;
  // No transform at rest: a transformed ancestor would capture `position: fixed` descendants.
  const trackStyle: CSSProperties | undefined =
    offset > 0 ? { transform: `translate3d(0, ${offset}px, 0)` } : undefined;

  return (
    <div
      ref={rootRef}
      className={['kq-pull-refresh', className].filter(Boolean).join(' ')}
      data-status={status}
      data-dragging={gesture.dragging || undefined}
      style={style}
    >
      <div className="kq-pull-refresh__track" style={trackStyle}>
        <div className="kq-pull-refresh__head" aria-hidden="true">
          {status === 'loading' ? (
            <span className="kq-spinner" />
          ) : (
            <svg
              className="kq-pull-refresh__arrow"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
            >
              <path
                d="M8 2.5v10M3.5 8.5 8 13l4.5-4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
          <span>
            {status === 'loading' ? loadingText : status === 'loosing' ? loosingText : pullingText}
          </span>
        </div>
        <span className="kq-visually-hidden" role="status">
          {status === 'loading' ? loadingText : null}
        </span>
        {children}
      </div>
    </div>
  );
}
