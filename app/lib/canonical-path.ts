/**
 * The canonical URL path for any spelling of a page's path: no `.html`, no `index`, no
 * trailing slash (`/index.html` → `/`, `/case-studies/` → `/case-studies`,
 * `/es/index.html` → `/es`). One rule for the build's URL policy (tooling/build-steps/hosts/url-policy.ts) and
 * for the browser, which puts the canonical URL in the address bar before hydrating on hosts
 * that cannot redirect (app/entry.client.tsx).
 *
 * @param pathname - a decoded URL path starting with `/`.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "")
    .replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Puts the canonical spelling of the page's path in the address bar, keeping its query string,
 * fragment and history state, when a host that cannot redirect (GitHub Pages) served the page
 * at another spelling (`/case-studies.html`, `/case-studies/`; docs/deploying.md). Run before
 * hydration (app/entry.client.tsx), so the router matches the route the HTML was prerendered
 * for, and before counting a page that ships no React (app/lib/count-static-page.ts), so its
 * pageview names the page's one path.
 *
 * @param location - the page's location (`window.location`).
 * @param history - the page's session history (`window.history`); changed only when the
 *   path is not canonical.
 */
export function showCanonicalPath(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "state" | "replaceState">,
): void {
  const canonical = canonicalPath(location.pathname);
  if (canonical === location.pathname) return;
  history.replaceState(history.state, "", `${canonical}${location.search}${location.hash}`);
}
