import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundPanel } from "~/components/not-found/not-found-panel";
import { loadPageCopy } from "~/i18n/copy";
import { pageHead } from "~/i18n/page-head";
import type { Route } from "./+types/not-found";

// React Router imports this module before rendering its page, so its words are loaded first.
await loadPageCopy("notFound");

export function meta({ location }: Route.MetaArgs) {
  return pageHead(location.pathname, "notFound");
}

/**
 * Any unknown path (spec sections 2 and 8), in the language of its URL: under `/es/` in
 * Spanish. Logs the attempted path with `console.error`
 * once per visit, on a direct load (after hydration) and after client-side navigation.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundPanel />;
}
