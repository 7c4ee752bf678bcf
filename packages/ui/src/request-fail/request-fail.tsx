import { THROTTLE_MS } from '@kanqiu/core';
import { type ReactNode, useRef } from 'react';
import { RequestFailIllustration } from '../empty-state/empty-illustrations';
import { UI_TEXT } from '../texts/ui-text';
import '../empty-state/empty-state.css';
import './request-fail.css';

/** Props of {@link RequestFail}. */
export interface RequestFailProps {
  /** Called when the reload link is tapped; taps closer together than `throttleMs` count once. */
  onReload?: () => void;
  /** The text before the link. @default '数据请求失败，请' */
  message?: ReactNode;
  /** The link's text. @default '重新加载' */
  reloadText?: ReactNode;
  /** Shortest time (ms) between two reloads. @default 500 (`THROTTLE_MS`) */
  throttleMs?: number;
  /** Hides the illustration, for tight spaces such as a table body. */
  compact?: boolean;
  className?: string;
}

/**
 * The request-failure view (docs/behaviour.md §2, §8): "数据请求失败，请重新加载" with a tappable reload link. An
 * impatient double tap reloads once.
 */
export function RequestFail({
  onReload,
  message = UI_TEXT.requestFail.message,
  reloadText = UI_TEXT.requestFail.reload,
  throttleMs = THROTTLE_MS,
  compact = false,
  className,
}: RequestFailProps) {
  const lastReload = useRef(Number.NEGATIVE_INFINITY);
  const reload = () => {
    const now = Date.now();
    if (now - lastReload.current < throttleMs) return;
    lastReload.current = now;
    onReload?.();
  };
  return (
    <div
      className={['kq-request-fail', compact && 'kq-request-fail--compact', className]
        .filter(Boolean)
        .join(' ')}
      role="alert"
    >
      {compact ? null : (
        <div className="kq-request-fail__image">
          <RequestFailIllustration />
        </div>
      )}
      <p className="kq-request-fail__text">
        {message}
        <button type="button" className="kq-request-fail__reload" onClick={reload}>
          {reloadText}
        </button>
      </p>
    </div>
  );
}
