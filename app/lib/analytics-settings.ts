/**
 * How a build resolves its analytics settings: the site's settings (app/content/site.yaml),
 * overridden by the build's environment. Plain TypeScript without path aliases, so the Vite
 * config and the CSP code in tooling/build-steps/ import it too.
 */

/** The settings a build counts with, or `null` when analytics is off. */
export interface AnalyticsSettings {
  /** The site's domain as the provider knows it, e.g. `www.example.com`. */
  domain: string;
  /** The events API: an absolute URL, or a same-origin path such as `/api/event`. */
  endpoint: string;
  /**
   * Count on `localhost`/`127.0.0.1` and in automated browsers (`navigator.webdriver`), which
   * Plausible's tracker otherwise ignores. Only the end-to-end tests' build sets it.
   */
  captureOnLocalhost: boolean;
}

/** The build-time variables that override the site's settings. */
export interface AnalyticsEnv {
  ANALYTICS_DOMAIN?: string;
  ANALYTICS_ENDPOINT?: string;
  /** `"true"`: see {@link AnalyticsSettings.captureOnLocalhost}. */
  ANALYTICS_CAPTURE_ON_LOCALHOST?: string;
}

/**
 * Whether an endpoint is a protocol-relative URL (`//stats.example.org/api/event`, or with a
 * backslash, which browsers read as a slash: WHATWG URL Standard, "special authority slashes"):
 * an address on another host, although it starts with a slash like a same-origin path.
 */
export function isProtocolRelative(endpoint: string): boolean {
  return /^[/\\]{2}/.test(endpoint.trim());
}

/** Why a protocol-relative endpoint is refused, and what to write instead. */
export const protocolRelativeProblem =
  "must not start with // (a browser sends to another host then, which the Content-Security-Policy blocks): write an https:// URL such as https://plausible.io/api/event, or a same-origin path such as /api/event";

/**
 * The settings a build uses: `ANALYTICS_DOMAIN` and `ANALYTICS_ENDPOINT` when set and not
 * empty, else the site's `domain` and `endpoint`. Values are validated by the content check
 * before every build (tooling/build-steps/check-content.ts); this refuses only the one value
 * {@link connectSourcesOf} would misread, a protocol-relative endpoint, since `npm run dev`
 * resolves the settings without that check.
 *
 * @param site - `analytics` of app/content/site.yaml.
 * @param env - the build's environment, usually `process.env`.
 * @returns `null` when the resolved domain is empty: analytics is off.
 * @throws Error naming its source (`ANALYTICS_ENDPOINT` or site.yaml's `analytics.endpoint`)
 *   when the endpoint is protocol-relative ({@link isProtocolRelative}).
 */
export function resolveAnalytics(
  site: { domain: string; endpoint: string },
  env: AnalyticsEnv,
): AnalyticsSettings | null {
  const domain = env.ANALYTICS_DOMAIN?.trim() || site.domain;
  if (!domain) return null;
  const fromEnv = env.ANALYTICS_ENDPOINT?.trim();
  const endpoint = fromEnv || site.endpoint;
  if (isProtocolRelative(endpoint)) {
    const source = fromEnv ? "ANALYTICS_ENDPOINT" : "app/content/site.yaml → analytics.endpoint";
    throw new Error(`${source} (${endpoint}): ${protocolRelativeProblem}`);
  }
  return {
    domain,
    endpoint,
    captureOnLocalhost: env.ANALYTICS_CAPTURE_ON_LOCALHOST === "true",
  };
}

/**
 * The `connect-src` sources analytics needs besides `'self'` (CSP Level 3 §6.1.1): the
 * endpoint's origin when it is on another origin, none when it is a same-origin path or when
 * analytics is off.
 *
 * @example connectSourcesOf({ endpoint: "https://plausible.io/api/event", … }) // ["https://plausible.io"]
 */
export function connectSourcesOf(settings: AnalyticsSettings | null): string[] {
  if (!settings || (settings.endpoint.startsWith("/") && !isProtocolRelative(settings.endpoint))) {
    return [];
  }
  return [new URL(settings.endpoint).origin];
}
