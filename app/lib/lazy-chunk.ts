type Listener = () => void;

/** A value that arrives with a chunk loaded on demand, readable with `useSyncExternalStore`. */
export interface LazyChunk<T> {
  /**
   * Loads the chunk, once, and resolves with its value. Never rejects: if the chunk fails to
   * load it logs a warning, resolves with `undefined`, and the next call tries again.
   */
  load(): Promise<T | undefined>;
  /** Subscribes to the value arriving (for `useSyncExternalStore`). */
  subscribe(listener: Listener): () => void;
  /** The value, or `undefined` before `load` has finished. */
  get(): T | undefined;
}

/**
 * The one mechanism behind the code that stays out of the first load until the visitor
 * interacts (docs/decisions/008-first-paint-before-javascript.md): tooltips, toast
 * regions and the data client each wrap their dynamic `import()` in it.
 *
 * @param name - what the chunk holds, for the warning, e.g. "The tooltip code".
 * @param importValue - imports the chunk and returns the value it provides.
 */
export function lazyChunk<T>(name: string, importValue: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined;
  let loading: Promise<T | undefined> | null = null;
  const listeners = new Set<Listener>();
  return {
    load() {
      loading ??= importValue().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          console.warn(`${name} could not be loaded; the next call retries.`, error);
          return undefined;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
  };
}
