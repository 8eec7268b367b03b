import { connectSourcesOf } from "../app/lib/analytics-settings.ts";
import { buildAnalytics } from "./build-analytics.ts";

/**
 * Response-header policy of the built site: the one source of truth for `npm start`
 * (scripts/serve.ts), the `_headers` file of Netlify and Cloudflare Pages, the nginx include,
 * and the per-page `<meta http-equiv="Content-Security-Policy">` (scripts/csp.ts).
 */

/** Cache lifetime of content-hashed files: one year, the longest browsers honour (RFC 9111). */
export const immutableMaxAgeSeconds = 31_536_000;

/**
 * `Cache-Control` values of the built site (RFC 9111, RFC 8246):
 * - `immutable`: files under `/assets/` carry a content hash in their name, so they never
 *   change and are cached for a year without revalidation;
 * - `revalidate`: pages and every other file keep their URL across deploys, so they are
 *   stored but revalidated every time (`no-cache`);
 * - `notFound`: a 404 answer is never stored (`no-store`), since a page may appear at that
 *   path with the next deploy. Cloudflare Pages sends `no-store` on 404 whatever `_headers`
 *   says, so every host follows it.
 */
export const cacheControl = {
  immutable: `public, max-age=${immutableMaxAgeSeconds}, immutable`,
  revalidate: "no-cache",
  notFound: "no-store",
} as const;

/**
 * `Cache-Control` for a file served with status 200 at `urlPath`: {@link cacheControl}
 * `immutable` under `/assets/`, `revalidate` elsewhere.
 *
 * @param urlPath - the request path, e.g. "/assets/root-B-YJznFT.css" or "/case-studies".
 */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? cacheControl.immutable : cacheControl.revalidate;
}

/**
 * Headers every response carries (OWASP Secure Headers): HSTS for two years with subdomains
 * (RFC 6797; browsers ignore it over plain HTTP, so it is harmless under `npm start`), no MIME
 * sniffing, referrer trimmed to the origin across sites, powerful features denied, a
 * cross-origin-isolated browsing context group, and no framing (legacy twin of
 * `frame-ancestors 'none'`).
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
} as const;

/** Where a policy is delivered: some directives are valid only in a header (CSP3 §6.1). */
export type CspDelivery = "header" | "meta";

/**
 * The Content-Security-Policy of a page (CSP Level 3), strict for scripts: no
 * `'unsafe-inline'` or `'unsafe-eval'`; inline scripts are allowed one by one by their
 * `sha256` hash (computed after prerendering). Styles: our stylesheet from `'self'`, Sonner's
 * injected `<style>` by hash; no `style` attributes (`style-src-attr 'none'`): no page
 * prerenders one, and the styles React, Radix and Sonner set at runtime go through the CSSOM,
 * which CSP does not restrict (docs/decisions/006-content-security-policy.md).
 *
 * @param scriptHashes - `sha256-…` sources of the page's inline scripts.
 * @param styleHashes - `sha256-…` sources of inline `<style>` elements the app injects.
 * @param delivery - "meta" leaves out `frame-ancestors` (ignored in a meta tag).
 * @param upgradeInsecureRequests - for HTTPS hosts; off under `npm start` on plain-HTTP
 *   loopback, where it would rewrite asset requests to https and break the page.
 * @param connectSources - origins `fetch` may reach besides `'self'`: by default the analytics
 *   endpoint's origin when this build counts to another origin (docs/analytics.md), else none.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  delivery,
  upgradeInsecureRequests,
  connectSources = connectSourcesOf(buildAnalytics),
}: {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  delivery: CspDelivery;
  upgradeInsecureRequests: boolean;
  connectSources?: readonly string[];
}): string {
  const quoted = (sources: readonly string[]) =>
    [...new Set(sources)].sort().map((source) => `'${source}'`);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(" "),
    ["style-src-elem 'self'", ...quoted(styleHashes)].join(" "),
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(" "),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    ...(delivery === "header" ? ["frame-ancestors 'none'"] : []),
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}
