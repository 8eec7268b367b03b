import type { QueryClient } from "@tanstack/react-query";

type Listener = () => void;

let client: QueryClient | undefined;
let loading: Promise<QueryClient | undefined> | null = null;
const listeners = new Set<Listener>();

/**
 * Loads TanStack Query's core (about 7 KB gzip) as a separate chunk, once, and creates the
 * app's client with the spec's cache defaults (`createQueryClient`, spec sections 7 and 9).
 * `DataClientProvider` calls it on the first interaction; a component that must query before
 * any interaction awaits it first.
 *
 * @returns the client, or `undefined` when the chunk failed to load (a warning is logged and
 * the next call tries again). Never rejects.
 */
export function loadDataClient(): Promise<QueryClient | undefined> {
  loading ??= import("./query-client").then(
    (module) => {
      client ??= module.createQueryClient();
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      loading = null;
      console.warn("The data client could not be loaded; the next call retries.", error);
      return undefined;
    },
  );
  return loading;
}

/** Subscribes to the client being created (for `useSyncExternalStore`). */
export function subscribeToDataClient(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's query client, or `undefined` before {@link loadDataClient} has finished. */
export function getDataClient(): QueryClient | undefined {
  return client;
}
