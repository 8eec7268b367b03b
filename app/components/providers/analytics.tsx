import { useEffect } from "react";
import { useLocation } from "react-router";
import { isCountingRefused } from "~/lib/analytics-events";

/** The build's settings, read once (each use of `__ANALYTICS__` is a new object literal). */
const settings = __ANALYTICS__;

/**
 * Counts every page shown, the first after hydration and then each client-side navigation
 * to a new path, by loading the tracker (app/lib/analytics-client.ts) with a dynamic
 * `import()` once the page has hydrated. Loads and sends nothing when the visitor has Global
 * Privacy Control or Do Not Track on. Rendered only by a build with analytics on
 * (app/root.tsx), so a build without it holds none of this code. A click in the moment
 * between hydration and the tracker's arrival is not counted.
 */
export function Analytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!settings || isCountingRefused(navigator, window as { doNotTrack?: string })) return;
    void import("~/lib/analytics-client").then(({ countPage }) => countPage(settings));
  }, [pathname]);
  return null;
}
