import { connectSourcesOf } from "../../../app/lib/analytics-settings.ts";
import { buildAnalytics } from "../build-analytics.ts";
import { editorImportMapHash } from "../editor/editor-import-map.ts";

/**
 * Response-header policy of the built site: the one source of truth for `npm start`
 * (tooling/serve.ts), the `_headers` file of Netlify and Cloudflare Pages, the nginx include,
 * and each page's `<meta http-equiv="Content-Security-Policy">` (tooling/build-steps/pages/csp.ts).
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
 * Headers every response carries, redirects and errors included (OWASP Secure Headers): HSTS
 * for two years with subdomains (RFC 6797; browsers ignore it over plain HTTP, so it is
 * harmless under `npm start`), no MIME sniffing, referrer trimmed to the origin across sites,
 * powerful features denied, a cross-origin-isolated browsing context group, no framing (legacy
 * twin of `frame-ancestors 'none'`), and no reading by other origins' pages
 * (`Cross-Origin-Resource-Policy: same-origin`, Fetch §3.7 "Cross-Origin-Resource-Policy
 * header": a browser refuses another origin's `no-cors` load of the answer, as an `<img>` or a
 * `<script>`; crawlers and servers fetching a page or a file are not browsers and are not
 * affected). The editor loads only its own origin's files, so it keeps it; the link previews
 * replace it ({@link linkPreviewHeaders}).
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
} as const;

/**
 * What the link previews (`/og/…png`, app/pages/registry.ts `previewImageFolder`) send in place
 * of the site's `Cross-Origin-Resource-Policy`: `cross-origin`, since showing them on other
 * sites is their job. The crawlers of chat apps and social networks fetch them from their
 * servers, where the header has no effect, but a web client that shows a preview by loading
 * the image's own URL into its page (an `<img>` on its origin) would be refused by
 * `same-origin` (Fetch §3.7).
 */
export const linkPreviewHeaders = { "Cross-Origin-Resource-Policy": "cross-origin" } as const;

/**
 * Directives every policy of the site carries, in the page's `<meta>` and in the site-wide
 * header alike: images from the site (and `data:` URLs), fonts, fetches and the manifest from
 * the site only (and, when this build counts visits on another origin, that endpoint's origin:
 * docs/analytics.md), no plugins, no `<base>` elsewhere, no form submissions, and no inline event
 * handlers or `style` attributes (no page prerenders one; the styles React, Radix and Sonner
 * set at runtime go through the CSSOM, which CSP does not restrict).
 */
function sharedDirectives(connectSources: readonly string[]): string[] {
  return [
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(" "),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "script-src-attr 'none'",
    "style-src-attr 'none'",
  ];
}

/** Origins `fetch` may reach besides `'self'`: this build's analytics endpoint's, if any. */
const buildConnectSources = connectSourcesOf(buildAnalytics);

/**
 * A page's own Content-Security-Policy (CSP Level 3), delivered in a `<meta http-equiv>` at the
 * top of its `<head>`: everything from the site only (`default-src 'self'`), and of inline
 * code exactly what the page contains, each allowed by its `sha256` hash (computed after
 * prerendering): its inline scripts (hydration data, module bootstrap, scroll restoration,
 * the menu) and its inline `<style>` elements (the site's stylesheet, Sonner's). No
 * `'unsafe-inline'`, no `'unsafe-eval'` (docs/decisions/015-one-header-policy-hashes-in-the-page.md).
 *
 * @param scriptHashes - `sha256-…` sources of the page's inline scripts.
 * @param styleHashes - `sha256-…` sources of its inline `<style>` elements, and of those the
 *   app injects at runtime.
 * @param connectSources - origins `fetch` may reach besides `'self'`: by default the analytics
 *   endpoint's origin when this build counts to another origin (docs/analytics.md), else none.
 */
export function pagePolicy({
  scriptHashes,
  styleHashes,
  connectSources = buildConnectSources,
}: {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  connectSources?: readonly string[];
}): string {
  const quoted = (sources: readonly string[]) =>
    [...new Set(sources)].sort().map((source) => `'${source}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(" "),
    ["style-src-elem 'self'", ...quoted(styleHashes)].join(" "),
    ...sharedDirectives(connectSources),
  ].join("; ");
}

/**
 * The one Content-Security-Policy header of the whole site, the same for every response and
 * every build of the same settings: the {@link sharedDirectives}, no frames, no media or workers, and what only a
 * header can say (`frame-ancestors 'none'`, CSP3 §6.4.2). It names no script or style, so it
 * never changes when a text does: a host's configuration cannot fall out of step with the
 * pages it serves. Browsers enforce every policy a page has (CSP3 §4.2), so each page stays as
 * strict as its own `<meta>` policy ({@link pagePolicy}), which every built page carries before
 * any script or style (tooling/build-steps/pages/csp.ts fails the build otherwise).
 *
 * @param upgradeInsecureRequests - for HTTPS hosts; off under `npm start` on plain-HTTP
 *   loopback, where it would rewrite asset requests to https and break the page.
 * @param connectSources - as for {@link pagePolicy}.
 */
export function siteHeaderPolicy({
  upgradeInsecureRequests,
  connectSources = buildConnectSources,
}: {
  upgradeInsecureRequests: boolean;
  connectSources?: readonly string[];
}): string {
  return [
    ...sharedDirectives(connectSources),
    "frame-src 'none'",
    "media-src 'none'",
    "worker-src 'none'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The Content-Security-Policy of every answer that is not one of the site's pages or the
 * editor: images, scripts and styles under `/assets/`, the sitemap, the manifest, the pages'
 * `.data` files, and whatever else sits in `public/` (an uploaded file among them). Loaded
 * into a page, such a file is governed by the page's policy and this one is ignored (CSP3
 * §4.1: a policy applies to the document or worker it is delivered with); opened on its own
 * (an SVG or an HTML file typed into the address bar), it is a document of its own and this
 * policy makes it inert: no script of any kind (`default-src 'none'`), so nothing can read the
 * site's storage, where the editor keeps its session; no plugins, forms or framing. Its own
 * inline styles and images from the site still show, so an illustration opened directly still
 * looks right. (`sandbox` would add an opaque origin, but Chromium then also refuses the
 * scripts a browser's own tools inject into the image viewer, with a console error on every
 * image opened; `default-src 'none'` already stops every script the file carries.)
 */
export function filePolicy(): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The content editor's Content-Security-Policy, sent on everything under `/admin/` instead of
 * the site's policy (the public pages' policies do not change; the editor's files are served
 * only there). Sveltia CMS runs from this origin (tooling/build-steps/editor/editor-files.ts), so:
 *
 * - measured in local mode (e2e/editor.desktop.spec.ts, 0 violations): scripts from the site
 *   only (and the one inline import map below, by its hash) and no `'unsafe-eval'`; `style-src 'unsafe-inline'`, because the editor's Svelte
 *   components insert about 70 `<style>` elements whose contents change with every release,
 *   so they cannot be listed by hash; `connect-src data:`, because the editor fetches its own
 *   logo as a `data:` URL; `img-src blob: data:` for image previews;
 * - for the preview templates (app/editor-preview/, e2e/editor.desktop.spec.ts, 0 violations):
 *   the import map that keeps the editor's Immutable.js on this origin, by its hash
 *   (tooling/build-steps/editor/editor-import-map.ts); `base-uri 'self'`, because the editor writes
 *   the preview frame (a `blob:` document, which inherits this policy) with
 *   `<base href="<this origin>">`, so the page's root-relative URLs (images, the icon sprite)
 *   resolve; it allows no other origin as a base;
 * - precautions, not measured as needed: `blob:` in `connect-src`, `media-src`, `worker-src`
 *   and `frame-src`;
 * - for the production editor (GitHub backend), measured against a double of GitHub's API
 *   (e2e/editor-github.desktop.spec.ts), each needed: `connect-src https://api.github.com`
 *   (REST and GraphQL: reading the repository, committing) and
 *   `img-src https://avatars.githubusercontent.com` (the signed-in user's picture). An OAuth
 *   helper's sign-in window needs no entry: a policy does not govern `window.open`.
 *
 * @param upgradeInsecureRequests - as for {@link siteHeaderPolicy}: on for HTTPS hosts.
 * @param frameAncestors - `false` for the page's `<meta>` copy (browsers ignore
 *   `frame-ancestors` there, CSP3 §6.4.2).
 */
export function editorPolicy({
  upgradeInsecureRequests,
  frameAncestors = true,
}: {
  upgradeInsecureRequests: boolean;
  frameAncestors?: boolean;
}): string {
  return [
    "default-src 'none'",
    `script-src 'self' '${editorImportMapHash()}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' data: blob: https://api.github.com",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    ...(frameAncestors ? ["frame-ancestors 'none'"] : []),
    ...(upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Headers of everything under `/admin/` (the content editor) that differ from the site's: its
 * own policy ({@link editorPolicy}), kept out of search engines (`X-Robots-Tag`, Google's
 * robots meta tag specification; the page also says `noindex`), and
 * `Cross-Origin-Opener-Policy: same-origin-allow-popups`, which keeps the window an OAuth
 * sign-in helper opens able to hand the token back (`same-origin` would cut the link to it).
 */
export function editorHeaders({
  upgradeInsecureRequests,
}: {
  upgradeInsecureRequests: boolean;
}): Record<string, string> {
  return {
    "Content-Security-Policy": editorPolicy({ upgradeInsecureRequests }),
    "X-Robots-Tag": "noindex",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}
