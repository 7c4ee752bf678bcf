import { NOTIFY_DURATION_MS } from '@kanqiu/core';
import { autoMountOnce } from '../message/auto-mount';
import { MessagePortal } from '../message/message-portal';
import { createMessageStore, type MessageOptions } from '../message/message-store';
import { UI_TEXT } from '../texts/ui-text';
import './notify.css';

/** The colour of a notify bar. */
export type NotifyKind = 'primary' | 'success' | 'warning' | 'danger';

/** Options of {@link showNotify}. */
export type NotifyOptions = MessageOptions<NotifyKind>;

const store = createMessageStore<NotifyKind>(NOTIFY_DURATION_MS, 'primary');
const ensureViewport = autoMountOnce(store, () => <NotifyView fallback />);

/**
 * Shows a bar at the top of the screen for 3000 ms (`NOTIFY_DURATION_MS`) unless `duration` says
 * otherwise (0 keeps it); the newest replaces the one on screen. Mounts a {@link NotifyViewport} on
 * first use when the app renders none. Returns the bar's id for {@link clearNotify}.
 */
export function showNotify(message: string, options?: NotifyOptions): number {
  const id = store.show(message, options);
  ensureViewport();
  return id;
}

/** Removes the bar on screen, or only the bar `id` if it is still the one on screen. */
export function clearNotify(id?: number): void {
  store.clear(id);
}

/** Renders the bars shown with {@link showNotify}. Render it once near the app's root. */
export function NotifyViewport() {
  return <NotifyView fallback={false} />;
}

/** The view itself; the `fallback` one, mounted by the imperative API, hides while an app view exists. */
function NotifyView({ fallback }: { fallback: boolean }) {
  return (
    <MessagePortal
      store={store}
      fallback={fallback}
      className="kq-notify-viewport"
      label={UI_TEXT.notify.region}
    >
      {(entry) => (
        <div key={entry.id} className="kq-notify" data-kind={entry.kind}>
          {entry.message}
        </div>
      )}
    </MessagePortal>
  );
}
