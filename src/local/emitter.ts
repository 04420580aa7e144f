/**
 * A tiny typed event emitter for in-process notifications (session changes, API errors).
 * Invariant: a listener that throws never prevents the other listeners from being called.
 */

export type Unsubscribe = () => void;

export type Emitter<Events extends Record<string, unknown>> = {
  on<Name extends keyof Events>(name: Name, listener: (payload: Events[Name]) => void): Unsubscribe;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
};

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => {
        set.delete(listener);
      };
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: Events[typeof name]) => void)(payload);
        } catch (error) {
          // A broken UI listener must not stop a logout from reaching the others; surface it anyway.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
