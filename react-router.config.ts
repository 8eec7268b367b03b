import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { applyContentSecurityPolicy } from "./scripts/csp.ts";
import { deferHydrationInBuild } from "./scripts/defer-hydration.ts";
import { writeDeployHeaders } from "./scripts/deploy-headers.ts";
import { finalizeBuild } from "./scripts/finalize-build.ts";
import { writeSeoAssets } from "./scripts/seo-assets.ts";

/**
 * Static site: no runtime server. Every known route is prerendered to HTML that hydrates.
 * `/404` renders the catch-all Not-found route with status 200 (React Router's prerender
 * step rejects non-200 answers); `finalizeBuild` then turns it into `404.html`, which the
 * server and static hosts send with status 404 (docs/decisions/002-not-found-as-404-html.md).
 * `writeSeoAssets` adds the link previews, icons, manifest, sitemap and robots.txt;
 * `deferHydrationInBuild` moves hydration after the first paint (docs/decisions/008); then each
 * page gets its CSP (hashes of its inline scripts) and the header files for every host are
 * written (docs/decisions/006-content-security-policy.md).
 */
/** Routes search engines should index: prerendered and listed in sitemap.xml. */
const indexablePaths = ["/", "/case-studies"];

export default {
  ssr: false,
  prerender: [...indexablePaths, "/404"],
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await finalizeBuild(clientDir);
    await writeSeoAssets(clientDir, indexablePaths);
    await deferHydrationInBuild(clientDir);
    const policies = await applyContentSecurityPolicy(clientDir);
    await writeDeployHeaders(reactRouterConfig.buildDirectory, clientDir, policies);
  },
} satisfies Config;
