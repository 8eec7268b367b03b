import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { applyContentSecurityPolicy } from "./scripts/csp.ts";
import { writeDeployHeaders } from "./scripts/deploy-headers.ts";
import { writeEditor } from "./scripts/editor-files.ts";
import { finalizeBuild } from "./scripts/finalize-build.ts";
import { writeSeoAssets } from "./scripts/seo-assets.ts";
import { localeIds, locales, notFoundPath } from "./app/i18n/locales.ts";

/**
 * Static site: no runtime server. Every known route is prerendered to HTML that hydrates.
 * Each locale's pages are prerendered at its paths (app/i18n/locales.ts), and its Not-found
 * route at `<prefix>/404` with status 200 (React Router's prerender step rejects non-200
 * answers); `finalizeBuild` then turns those into `404.html` and `es/404.html`, which the
 * server and static hosts send with status 404 (docs/decisions/002-not-found-as-404-html.md).
 * `writeSeoAssets` adds the link previews, icons, manifest, sitemap and robots.txt; then each
 * page gets its own CSP in a `<meta>` (hashes of its inline scripts and styles), and the
 * header files for every host are written, one site-wide policy for all
 * (docs/decisions/015-one-header-policy-hashes-in-the-page.md). Last, the content editor is
 * copied to `admin/` (scripts/editor-files.ts): not a page, so none of the steps before
 * touches it.
 */
/** Every locale's pages, which search engines should index (sitemap.xml lists them). */
const indexablePaths = localeIds.flatMap((locale) => Object.values(locales[locale].paths));

export default {
  ssr: false,
  prerender: [...indexablePaths, ...localeIds.map(notFoundPath)],
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await finalizeBuild(clientDir);
    await writeSeoAssets(clientDir);
    await applyContentSecurityPolicy(clientDir);
    await writeDeployHeaders(reactRouterConfig.buildDirectory, clientDir);
    await writeEditor(clientDir);
  },
} satisfies Config;
