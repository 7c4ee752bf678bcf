import { TOAST_DURATION_MS } from '@kanqiu/core';
import { autoMountOnce } from '../message/auto-mount';
import { MessagePortal } from '../message/message-portal';
import { createMessageStore, type MessageOptions } from '../message/message-store';
import { UI_TEXT } from '../texts/ui-text';
import './toast.css';

/** The look of a toast. */
export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/** Options of {@link showToast}. */
export type ToastOptions = MessageOptions<ToastKind>;

const store = createMessageStore<ToastKind>(TOAST_DURATION_MS, 'info');
const ensureViewport = autoMountOnce(store, () => <ToastView fallback />);

/**
 * Shows a toast for 2000 ms (`TOAST_DURATION_MS`) unless `duration` says otherwise (0 keeps it).
 * The newest toast replaces the one on screen. Callable from anywhere, e.g. the HTTP client's error
 * hook; when the app renders no {@link ToastViewport}, one is mounted on first use. The message is
 * rendered as text, never as HTML. Returns the toast's id for {@link clearToast}.
 */
export function showToast(message: string, options?: ToastOptions): number {
  const id = store.show(message, options);
  ensureViewport();
  return id;
}

/** Removes the toast on screen, or only the toast `id` if it is still the one on screen. */
export function clearToast(id?: number): void {
  store.clear(id);
}

/** Calls `listener` whenever a toast appears or goes; returns the unsubscribe. */
export function subscribeToast(listener: (message: string | null) => void): () => void {
  return store.subscribe(() => listener(store.get()?.message ?? null));
}

/** Renders the toasts shown with {@link showToast}. Render it once near the app's root. */
export function ToastViewport() {
  return <ToastView fallback={false} />;
}

/** The view itself; the `fallback` one, mounted by the imperative API, hides while an app view exists. */
function ToastView({ fallback }: { fallback: boolean }) {
  return (
    <MessagePortal
      store={store}
      fallback={fallback}
      className="kq-toast-viewport"
      label={UI_TEXT.toast.region}
    >
      {(entry) => (
        <div key={entry.id} className="kq-toast" data-kind={entry.kind}>
          {entry.kind === 'loading' ? <span className="kq-spinner" aria-hidden="true" /> : null}
          {entry.kind === 'success' || entry.kind === 'error' ? (
            <svg
              className="kq-toast__icon"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
            >
              <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.18" />
              <path
                d={entry.kind === 'success' ? 'm6 10.2 2.7 2.7L14 7.6' : 'm7 7 6 6m0-6-6 6'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          ) : null}
          <span className="kq-toast__text">{entry.message}</span>
        </div>
      )}
    </MessagePortal>
  );
}
