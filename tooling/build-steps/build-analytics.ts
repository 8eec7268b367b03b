import { readContent } from "../../app/content/content.server.ts";
import { resolveAnalytics } from "../../app/lib/analytics-settings.ts";

/**
 * The analytics settings of this build: `analytics` in app/content/site.yaml overridden by
 * `ANALYTICS_DOMAIN`, `ANALYTICS_ENDPOINT` and `ANALYTICS_CAPTURE_ON_LOCALHOST`
 * (docs/analytics.md); `null` when analytics is off. Read once, when the build loads its
 * configuration.
 *
 * @throws ContentError when the content files are invalid (the content check, which runs
 *   first in `npm run build`, reports the same problems).
 */
export const buildAnalytics = resolveAnalytics(readContent().analytics, process.env);
