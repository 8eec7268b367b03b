/**
 * Response-header policy for the built site, applied by `npm start` (scripts/serve.ts).
 */

/** Cache lifetime of content-hashed files: one year, the longest browsers honour (RFC 9111). */
export const immutableMaxAgeSeconds = 31_536_000;

/**
 * `Cache-Control` for a URL path of the built site (RFC 9111, RFC 8246):
 * files under `/assets/` carry a content hash in their name, so they never change and are
 * cached for a year as `immutable`; everything else (HTML, images, robots.txt) keeps its
 * URL across deploys, so it is `no-cache`: stored, but revalidated with its ETag every time.
 *
 * @param urlPath - the request path, e.g. "/assets/root-B-YJznFT.css" or "/case-studies".
 */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/assets/")
    ? `public, max-age=${immutableMaxAgeSeconds}, immutable`
    : "no-cache";
}
