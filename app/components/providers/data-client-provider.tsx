import { QueryClientContext } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { getDataClient, loadDataClient, subscribeToDataClient } from "~/lib/data-client-loader";
import { onFirstInteraction } from "~/lib/first-interaction";

/**
 * Provides the app's TanStack Query client to everything below it (spec section 7: "A
 * data-fetching client is set up"), the way `QueryClientProvider` does, but without putting
 * query-core in the first load (decision 008): the client is created on the first interaction
 * (`loadDataClient`). The context element stays the same before and after, so nothing below
 * remounts. Until then `useQueryClient()` throws; the site makes no query (spec section 7).
 */
export function DataClientProvider({ children }: { children: React.ReactNode }) {
  const client = useSyncExternalStore(subscribeToDataClient, getDataClient, () => undefined);
  useEffect(() => onFirstInteraction(() => void loadDataClient()), []);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
