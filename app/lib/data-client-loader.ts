import { lazyChunk } from "./lazy-chunk";

/**
 * TanStack Query's core (about 7 KB gzip) as a separate chunk, and the app's client created
 * from it with the spec's cache defaults (`createQueryClient`, spec sections 7 and 9).
 * `DataClientProvider` loads it on the first interaction; a component that must query before
 * any interaction awaits `loadDataClient()` first. `getDataClient()` is `undefined` until then.
 */
export const {
  load: loadDataClient,
  subscribe: subscribeToDataClient,
  get: getDataClient,
} = lazyChunk("The data client", () =>
  import("./query-client").then((module) => module.createQueryClient()),
);
