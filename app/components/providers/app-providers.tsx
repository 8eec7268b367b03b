import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useCopy } from "~/hooks/use-root-data";
import { useToastsRequested } from "~/lib/notify";
import { createQueryClient } from "~/lib/query-client";

const ToastRegions = lazy(() => import("./toast-regions"));

/**
 * The app-wide providers, each mounted once around every route: the TanStack Query client
 * with the spec's cache defaults (docs/requirements.md R17), so `useQueryClient()` works from
 * the first render, and the two toast regions
 * (docs/decisions/032-one-notify-api-toast-regions-on-first-use.md).
 *
 * The toast regions come with the first `notify` call, from a chunk of their own
 * (`React.lazy`): rendering Sonner and Radix Toast at start-up was the longest task of a page
 * load (docs/decisions/013-standard-providers-and-lazy-chunks.md). Both regions announce
 * messages that arrive as they mount (Sonner adds queued toasts after mounting its live
 * region; Radix announces each toast a frame after rendering it).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toastsRequested = useToastsRequested();
  const { navigation } = useCopy();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastsRequested && (
        <Suspense>
          <ToastRegions labels={navigation} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
