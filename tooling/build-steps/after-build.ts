import path from "node:path";
import { applyContentSecurityPolicy } from "./csp.ts";
import { writeDeployHeaders } from "./deploy-headers.ts";
import { writeEditor } from "./editor-files.ts";
import { finalizeBuild } from "./finalize-build.ts";
import { writeSeoAssets } from "./seo-assets.ts";

/**
 * The steps that run after React Router has prerendered every page, in the order they must
 * run (React Router's `buildEnd` hook, react-router.config.ts):
 *
 * 1. `finalizeBuild`: the Not-found pages become `404.html` and `es/404.html`, each page
 *    `<page>.html` (docs/decisions/002-not-found-as-404-html.md).
 * 2. `writeSeoAssets`: link previews, icons, manifest, sitemap and robots.txt beside them.
 * 3. `applyContentSecurityPolicy`: each page's `<meta>` policy with the hashes of its inline
 *    code, known only now that the page is written.
 * 4. `writeDeployHeaders`: the header files of every host, one site-wide policy
 *    (docs/decisions/015-one-header-policy-hashes-in-the-page.md).
 * 5. `writeEditor`: the content editor in `admin/` (docs/editing.md). It is not a page, so
 *    it comes last and none of the steps before touches it.
 *
 * @param buildDirectory - the build's folder (`build`), which holds `client/`.
 * @throws Error from the first step that fails; the build then stops.
 */
export async function afterBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  await finalizeBuild(clientDir);
  await writeSeoAssets(clientDir);
  await applyContentSecurityPolicy(clientDir);
  await writeDeployHeaders(buildDirectory, clientDir);
  await writeEditor(clientDir);
}
