/** One message on screen. */
export interface MessageEntry<Kind extends string> {
  /** Grows with every message, so a replacement is a new message even with the same text. */
  id: number;
  message: string;
  kind: Kind;
  /** How long it stays (ms); 0 keeps it until cleared. */
  duration: number;
}

/** Options when showing a message. */
export interface MessageOptions<Kind extends string> {
  kind?: Kind;
  /** How long it stays (ms); 0 keeps it until cleared. */
  duration?: number;
}

/** A tiny store of the one message on screen: the newest replaces the current one. */
export interface MessageStore<Kind extends string> {
  show(message: string, options?: MessageOptions<Kind>): number;
  clear(id?: number): void;
  get(): MessageEntry<Kind> | null;
  subscribe(listener: () => void): () => void;
  /** How many app-rendered views show this store; the fallback view steps aside when any do. */
  viewCount(): number;
  /** Registers an app-rendered view; returns its unregister. */
  attachView(): () => void;
}

/** Creates a message store whose messages last `defaultDuration` ms unless told otherwise. */
export function createMessageStore<Kind extends string>(
  defaultDuration: number,
  defaultKind: Kind,
): MessageStore<Kind> {
  let current: MessageEntry<Kind> | null = null;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let views = 0;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clear = (id?: number) => {
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  };

  return {
    show(message, options = {}) {
      clearTimeout(timer);
      const entry: MessageEntry<Kind> = {
        id: nextId++,
        message: String(message),
        kind: options.kind ?? defaultKind,
        duration: options.duration ?? defaultDuration,
      };
      current = entry;
      if (entry.duration > 0) timer = setTimeout(() => clear(entry.id), entry.duration);
      emit();
      return entry.id;
    },
    clear,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    viewCount: () => views,
    attachView() {
      views += 1;
      emit();
      return () => {
        views -= 1;
        emit();
      };
    },
  };
}
