import path from "node:path";
import { applyContentSecurityPolicy } from "./csp.ts";
import { writeDeployHeaders } from "./deploy-headers.ts";
import { finalizeBuild } from "./finalize-build.ts";
import { writeSeoAssets } from "./seo-assets.ts";

/**
 * The post-build steps, in the order they must run, on the output of `react-router build`:
 * 1. `finalizeBuild`: the prerendered Not-found pages become `404.html` and `es/404.html`
 *    (sent with status 404), and each page gets one file per URL;
 * 2. `writeSeoAssets`: link previews, icons, manifest, sitemap and robots.txt;
 * 3. `applyContentSecurityPolicy`: each page's CSP in a `<meta>`, with the hashes of the inline
 *    scripts and styles it ends up with (so it runs after every step that writes HTML);
 * 4. `writeDeployHeaders`: the header and redirect files for every host, one site-wide policy.
 *
 * @param buildDir - the build directory (`build` or `BUILD_DIRECTORY`), holding `client/`.
 * @throws when a step fails, e.g. an inline script its page's policy does not cover.
 */
export async function afterBuild(buildDir: string): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  await finalizeBuild(clientDir);
  await writeSeoAssets(clientDir);
  await applyContentSecurityPolicy(clientDir);
  await writeDeployHeaders(buildDir, clientDir);
}
