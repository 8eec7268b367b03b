import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundPanel } from "~/components/not-found/not-found-panel";
import type { RootData } from "~/i18n/page-data";
import type { Route } from "./+types/not-found";

/** The Not-found page's head, from the root route's data (it has no loader of its own). */
export function meta({ matches }: Route.MetaArgs) {
  return (matches[0]?.loaderData as RootData | undefined)?.notFound.head ?? [];
}

/**
 * Any unknown path (spec sections 2 and 8), in the language of its URL: under `/es/` in
 * Spanish. Its words come with the root route's data, since an unknown path has no `.data`
 * file for a client-side navigation to load. Logs the attempted path with `console.error`
 * once per visit, on a direct load (after hydration) and after client-side navigation.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundPanel />;
}
