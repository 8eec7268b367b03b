import { init, track } from "@plausible-analytics/tracker";
import { localeOf } from "~/i18n/locales";
import { canonicalPath } from "~/lib/canonical-path";
import { clickedEvent, notFoundEvent, pathOnlyPayload } from "./analytics-events";
import type { AnalyticsSettings } from "./analytics-settings";

/**
 * The counting itself, only in a build with analytics on: loaded by a dynamic `import()` after
 * hydration (app/components/providers/analytics.tsx), so it is never part of the first-load
 * JavaScript, and bundled into the one script of the pages that ship no React
 * (app/lib/count-static-page.ts). Plausible's npm tracker sends each event as one `fetch` with
 * `keepalive`, so a link that opens a new tab or leaves the page is never delayed or
 * prevented. It sets no cookie and writes no storage; it only reads
 * `localStorage.plausible_ignore` (the owner's opt-out, docs/analytics.md). Every event
 * carries the page's path only, never its query string or fragment (`pathOnlyPayload`).
 */

let started = false;

function pageLocale(): string {
  return localeOf(canonicalPath(window.location.pathname));
}

/** Sends the event of a click on a marked call to action (app/lib/analytics-events.ts). */
function onClick(event: MouseEvent): void {
  // A middle click opens a link in a new tab: it counts; other auxiliary buttons do not.
  if (event.type === "auxclick" && event.button !== 1) return;
  const clicked = clickedEvent(event.target, pageLocale());
  if (clicked) track(clicked.name, { props: clicked.props });
}

/**
 * Counts the page now shown: one pageview, and on the Not-found page (marked
 * `data-analytics-not-found`) one `404` event with the path asked for. The first call starts
 * the tracker (no automatic pageviews: the caller calls this once per rendered path, client
 * navigations included) and the one delegated click listener, in the capture phase so a
 * control that stops the click's propagation is still counted.
 *
 * @param settings - the build's settings (`__ANALYTICS__`).
 */
export function countPage(settings: AnalyticsSettings): void {
  if (!started) {
    started = true;
    init({
      domain: settings.domain,
      endpoint: settings.endpoint,
      autoCapturePageviews: false,
      captureOnLocalhost: settings.captureOnLocalhost,
      logging: false,
      bindToWindow: false,
      transformRequest: pathOnlyPayload,
    });
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("auxclick", onClick, { capture: true });
  }
  track("pageview", {});
  if (document.querySelector("[data-analytics-not-found]")) {
    track(notFoundEvent, { props: { path: window.location.pathname, locale: pageLocale() } });
  }
}
