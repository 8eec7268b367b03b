import { useEffect } from "react";
import { useLocation } from "react-router";
import { useRootData } from "~/hooks/use-root-data";
import type { Route } from "./+types/route";
import { NotFoundPanel } from "./not-found-panel";

/** The Not-found page's head, from the root route's data (it has no loader of its own). */
export function meta({ matches }: Route.MetaArgs) {
  return matches[0]?.loaderData?.notFound.head ?? [];
}

/**
 * Any unknown path (docs/requirements.md R13), in the language of its URL: under `/es/` in
 * Spanish. Its words come with the root route's data, since an unknown path has no `.data`
 * file for a client-side navigation to load. Logs the attempted path with `console.error`
 * once per visit, on a direct load (after hydration) and after client-side navigation.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const { locale, notFound } = useRootData();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundPanel words={notFound.words} locale={locale} />;
}
