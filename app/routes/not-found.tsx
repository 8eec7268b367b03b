import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundPanel } from "~/components/not-found/not-found-panel";
import { pageMeta } from "~/content/page-meta";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";

export function meta() {
  return buildMeta(pageMeta.notFound, site, { isIndexable: false });
}

/**
 * Any unknown path (spec sections 2 and 8). Logs the attempted path with `console.error`
 * once per visit, on a direct load (after hydration) and after client-side navigation.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundPanel />;
}
