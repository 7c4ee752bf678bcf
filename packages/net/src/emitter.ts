/** Removes the listener it was returned for. */
export type Unsubscribe = () => void;

/** A listener of one event. */
export type Listener<T> = (value: T) => void;

/** A tiny typed event emitter: `on` returns its own unsubscribe. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): Unsubscribe;
  emit<K extends keyof Events>(event: K, value: Events[K]): void;
}

/**
 * Creates an emitter. A listener that throws is reported to `onListenerError` and never stops the
 * other listeners, nor the code that emitted.
 */
export function createEmitter<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void,
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(event, value) {
      const set = listeners.get(event);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as Listener<typeof value>)(value);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
