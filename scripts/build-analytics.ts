import { analytics } from "../app/content/site.ts";
import { resolveAnalytics } from "../app/lib/analytics-settings.ts";

/**
 * The analytics settings of this build: app/content/site.ts overridden by `ANALYTICS_DOMAIN`,
 * `ANALYTICS_ENDPOINT` and `ANALYTICS_CAPTURE_ON_LOCALHOST` (docs/analytics.md); `null` when
 * analytics is off. Read once, when the build loads its configuration.
 */
export const buildAnalytics = resolveAnalytics(analytics, process.env);
