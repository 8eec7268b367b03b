import path from "node:path";
import { writeContentImages } from "./assets/content-images.ts";
import { applyContentSecurityPolicy } from "./pages/csp.ts";
import { scriptFreeNotFoundFolders, writeDeployHeaders } from "./hosts/deploy-headers.ts";
import { writeEditor } from "./editor/editor-files.ts";
import { finalizeBuild } from "./pages/finalize-build.ts";
import { writeFolderNotFoundPages } from "./pages/folder-not-found.ts";
import { compressedFolder, writeCompressedFiles } from "./assets/precompress.ts";
import { writeSeoAssets } from "./seo/seo-assets.ts";
import { articleFolders } from "./hosts/url-policy.ts";
import { servableFiles } from "../lib/build-files.ts";

/**
 * The steps that run after React Router has prerendered every page, in the order they must
 * run (React Router's `buildEnd` hook, react-router.config.ts):
 *
 * 1. `finalizeBuild`: the Not-found pages become `404.html` and `es/404.html`, each page
 *    `<page>.html` (docs/decisions/002-not-found-as-404-html.md), and `pages.json` lists
 *    them: the steps after it treat those files, and no other HTML, as pages.
 * 2. `writeContentImages`: the content's images at the widths and in the formats the pages
 *    name (`assets/images/`), encoded once and then taken from a cache.
 * 3. `writeSeoAssets`: link previews, icons, manifest, sitemap and robots.txt beside them.
 * 4. `applyContentSecurityPolicy`: each page's `<meta>` policy with the hashes of its inline
 *    code, known only now that the page is written; an HTML file from `public/` is no page and
 *    gets no hash (docs/decisions/051-files-never-run-script.md).
 * 5. `writeEditor`: the content editor in `admin/` (docs/editing.md). It is not a page, so
 *    none of the steps before touches it.
 * 6. `writeFolderNotFoundPages`: a script-free copy of the Not-found page in each folder whose
 *    answers carry a policy of their own (`assets/`, `images/`, `og/`, `icons/`, `admin/`) and
 *    in each locale's article folder.
 * 7. `writeDeployHeaders`: the header files of every host, one site-wide policy
 *    (docs/decisions/015-one-header-policy-hashes-in-the-page.md), from every file now there.
 * 8. `writeCompressedFiles`: every file again in `compressed/` beside `client/`, with brotli
 *    and gzip copies of each text file beside it, for `npm start` and nginx, once every file
 *    is final.
 *
 * @param buildDirectory - the build's folder (`build`), which holds `client/`.
 * @param prerenderPaths - the URL paths React Router prerendered (react-router.config.ts).
 * @throws Error from the first step that fails; the build then stops.
 */
export async function afterBuild(
  buildDirectory: string,
  prerenderPaths: readonly string[],
): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const pageFiles = await finalizeBuild(clientDir, prerenderPaths);
  await writeContentImages(clientDir);
  await writeSeoAssets(clientDir);
  await applyContentSecurityPolicy(clientDir, pageFiles);
  await writeEditor(clientDir);
  await writeFolderNotFoundPages(
    clientDir,
    scriptFreeNotFoundFolders(servableFiles(clientDir), pageFiles, articleFolders()),
  );
  await writeDeployHeaders(buildDirectory, clientDir, pageFiles);
  await writeCompressedFiles(clientDir, path.join(buildDirectory, compressedFolder));
}
