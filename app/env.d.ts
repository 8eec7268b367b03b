interface ImportMetaEnv {
  /** The site's canonical origin, e.g. https://www.example.com (set at build time). */
  readonly SITE_URL?: string;
}

/**
 * The build's analytics settings (`AnalyticsSettings`), or `null` when analytics is off (vite.config.ts; resolved by
 * app/lib/analytics-settings.ts from app/content/site.yaml and `ANALYTICS_*` variables).
 */
declare const __ANALYTICS__: {
  readonly domain: string;
  readonly endpoint: string;
  readonly captureOnLocalhost: boolean;
} | null;

/**
 * The URL of the counting script of the pages that ship no React, or `null` when analytics is
 * off (tooling/build-steps/pages/static-page-counting.ts). Server-side (prerender) code only.
 */
declare module "virtual:static-page-counting" {
  export const countingScriptUrl: string | null;
}
