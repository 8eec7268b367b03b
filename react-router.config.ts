import type { Config } from "@react-router/dev/config";
import { afterBuild } from "./tooling/build-steps/after-build.ts";
import { buildAnalytics } from "./tooling/build-steps/build-analytics.ts";
import { localeIds, locales, notFoundPath } from "./app/i18n/locales.ts";

/**
 * Static site: no runtime server. Every known route is prerendered to HTML that hydrates.
 * Each locale's pages are prerendered at its paths (app/i18n/locales.ts), and its Not-found
 * route at `<prefix>/404` with status 200 (React Router's prerender step rejects non-200
 * answers). `afterBuild` (tooling/build-steps/after-build.ts) then runs the post-build steps in
 * order: 404 pages and one file per URL, link previews and sitemap, each page's CSP, the
 * hosts' header files.
 */
/** Every locale's pages, which search engines should index (sitemap.xml lists them). */
const indexablePaths = localeIds.flatMap((locale) => Object.values(locales[locale].paths));

export default {
  // `BUILD_DIRECTORY` lets the end-to-end tests build the analytics-on site beside the main one.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  ssr: false,
  prerender: [
    ...indexablePaths,
    ...localeIds.map(notFoundPath),
    // The privacy page, only in a build that counts visits (docs/analytics.md).
    ...(buildAnalytics ? localeIds.map((locale) => locales[locale].privacyPath) : []),
  ],
  async buildEnd({ reactRouterConfig }) {
    await afterBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
