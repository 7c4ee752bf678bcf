import { POPUP_Z_INDEX } from '@kanqiu/core';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { MessageEntry, MessageStore } from './message-store';

/** Props of {@link MessagePortal}. */
export interface MessagePortalProps<Kind extends string> {
  store: MessageStore<Kind>;
  /** The view the imperative API mounted itself; it hides while an app renders its own view. */
  fallback: boolean;
  /** Class of the viewport element. */
  className: string;
  /** Accessible name of the live region. */
  label: string;
  /** Renders the message on screen. */
  children: (entry: MessageEntry<Kind>) => ReactNode;
}

/**
 * The live region under `<body>` that shows a message store's current message (toasts, notify bars).
 * An app view registers itself, so the auto-mounted fallback view never shows a second copy.
 */
export function MessagePortal<Kind extends string>({
  store,
  fallback,
  className,
  label,
  children,
}: MessagePortalProps<Kind>) {
  const entry = useSyncExternalStore(store.subscribe, store.get, () => null);
  const appViews = useSyncExternalStore(store.subscribe, store.viewCount, () => 0);
  useEffect(() => (fallback ? undefined : store.attachView()), [fallback, store]);
  if (typeof document === 'undefined' || (fallback && appViews > 0)) return null;
  return createPortal(
    <div
      className={className}
      style={{ zIndex: POPUP_Z_INDEX }}
      role="status"
      aria-live="polite"
      aria-label={label}
    >
      {entry ? children(entry) : null}
    </div>,
    document.body,
  );
}
