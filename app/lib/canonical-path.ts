/**
 * The canonical URL path for any spelling of a page's path: no `.html`, no `index`, no
 * trailing slash (`/index.html` → `/`, `/case-studies/` → `/case-studies`,
 * `/es/index.html` → `/es`). One rule for the build's URL policy (tooling/build-steps/url-policy.ts) and
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
