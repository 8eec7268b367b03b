import { countPage } from "./analytics-client";
import { isCountingRefused } from "./analytics-events";
import { showCanonicalPath } from "./canonical-path";

/**
 * The one script of a page that ships no React (docs/decisions/058-reading-pages-ship-no-script.md),
 * in a build with analytics on: built on its own, beside React Router's client build, by
 * tooling/build-steps/pages/static-page-counting.ts, and named by the root layout's
 * `<script type="module">` on those pages only. It counts the page as the hydrated pages'
 * `Analytics` component does (app/components/providers/analytics.tsx): nothing at all with
 * Global Privacy Control or Do Not Track on; else the tracker, one pageview, and the
 * delegated listener that counts the calls to action ({@link countPage}). It first puts the
 * page's canonical path in the address bar, as hydration does, so the pageview names it.
 */
const settings = __ANALYTICS__;
showCanonicalPath(window.location, window.history);
if (settings && !isCountingRefused(navigator, window as { doNotTrack?: string })) {
  countPage(settings);
}
