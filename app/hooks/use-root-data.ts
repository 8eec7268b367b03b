import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root route's data as a component reads it (its loader's, serialized by React Router). */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/**
 * The root route's data (app/root-data.server.ts), typed: the one way a component reads what
 * every page shares. A page's own data reaches its sections as props from its route component.
 *
 * @throws Error when there is none: the root loader failed, so only the error boundary renders.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root route's data is missing");
  return data;
}

/** The words on every page of the current locale: header, menu, footer, skip link. */
export function useCopy(): RootData["common"] {
  return useRootData().common;
}

/** The site's facts: name, phone, WhatsApp, scheduling link, address, office hours. */
export function useSite(): RootData["site"] {
  return useRootData().site;
}
