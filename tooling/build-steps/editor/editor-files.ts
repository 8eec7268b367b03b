import { readdirSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, stringify } from "yaml";
import type { Plugin } from "vite";
import { editorAuthOrigin, editorConfig } from "../../../app/content/editor-config.ts";
import { contentFolder, contentRoot as readContentRoot } from "../../../app/content/read-file.ts";
import { isShippedIllustration } from "../../../app/lib/image-files.ts";
import {
  buildEditorPreview,
  editorPreviewContextJson,
  editorPreviewFolder,
} from "./editor-preview.ts";
import { editorImmutableFile, editorImportMap } from "./editor-import-map.ts";
import { editorHeaders, editorPolicy } from "../hosts/response-headers.ts";
import { editorFolder, editorUrl } from "../hosts/url-policy.ts";

/**
 * The content editor's files (Sveltia CMS at `/admin/`), all from this origin: nothing is
 * fetched from a CDN. The build writes them into `build/client/admin/` (tooling/build-steps/after-build.ts)
 * and the dev server answers them from memory (vite.config.ts), so `npm run dev` and
 * `npm run edit` serve the same editor as production:
 *
 * - `index.html`: the editor's page (`noindex`, its policy in a `<meta>` for hosts that send
 *   no headers, the import map that keeps the editor's Immutable.js here:
 *   tooling/build-steps/editor/editor-import-map.ts), loading `frame-guard.js`, `same-origin.js`, then
 *   the editor as a classic script (a module script has no `document.currentScript`, so the
 *   editor would look for its chunks on a CDN);
 * - `frame-guard.js` (admin/frame-guard.js): the page's first script; inside a frame it stops
 *   the page before the editor loads, since a host without headers (GitHub Pages) cannot send
 *   `frame-ancestors`, which a `<meta>` policy cannot carry;
 * - `same-origin.js` (admin/same-origin.js): answers from here what the editor would fetch
 *   elsewhere (fonts, version check, UI translations, GitHub's status);
 * - `config.yml`: generated from the content schemas (app/content/editor-config.ts);
 * - `preview/`: the preview templates, which draw an entry with the site's own sections and
 *   stylesheet (tooling/build-steps/editor/editor-preview.ts builds them; `context.json`, the build's
 *   content they draw with, is generated like `config.yml`);
 * - `vendor/`: copied from node_modules: the editor (`@sveltia/cms`, pinned), its React chunk
 *   (looked up next to the script), its UI translations and package.json, Immutable.js (for
 *   the preview templates), and the three fonts its stylesheet names (`@fontsource…` packages,
 *   pinned).
 */

const root = path.resolve(import.meta.dirname, "../../..");
/** An installed package's folder (npm ci installs every one at the top of node_modules). */
const packageDir = (name: string) => path.join(root, "node_modules", name);

/**
 * The GitHub repository the editor commits to, `owner/name`: `GITHUB_REPOSITORY`, which GitHub
 * Actions sets by itself and other hosts take as a build setting (docs/editing.md). A production
 * build stops without it (tooling/build-steps/production-build.ts). Local editing does not
 * commit through GitHub, but the editor needs a repository and names it on its sign-in screen
 * ("select the root directory of the “…” repository"), so without the variable it is
 * `local/<the checkout's folder name>`: the folder the owner is asked to pick.
 *
 * @param env - the environment (`process.env`).
 * @param checkout - the repository's folder (this checkout by default).
 */
export function editorRepository(env: NodeJS.ProcessEnv = process.env, checkout = root): string {
  return env.GITHUB_REPOSITORY?.trim() || `local/${path.basename(checkout)}`;
}

/** The fonts of the editor's stylesheet: package, file, and the name same-origin.js asks for. */
const fonts = [
  ["@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-normal.woff2"],
  ["@fontsource/noto-mono", "noto-mono-latin-400-normal.woff2"],
  [
    "@fontsource-variable/material-symbols-outlined",
    "material-symbols-outlined-latin-wght-normal.woff2",
  ],
] as const;

/** The editor's page. */
export function editorPage(): string {
  const policy = editorPolicy({ upgradeInsecureRequests: false, frameAncestors: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="robots" content="noindex" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script src="${editorUrl}frame-guard.js"></script>
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="${editorUrl}config.yml" type="application/yaml" rel="cms-config-url" />
    <script type="importmap">${editorImportMap()}</script>
    <script src="${editorUrl}same-origin.js"></script>
    <script src="${editorUrl}vendor/sveltia-cms.js"></script>
    <script type="module" async src="${editorUrl}${editorPreviewFolder}preview.js"></script>
  </head>
  <body></body>
</html>
`;
}

/** The ids of each list of figures.yaml, which some page words are keyed by. */
function figureIds(contentRoot: string) {
  const figures = parse(
    readFileSync(path.join(contentRoot, "app/content/figures.yaml"), "utf8"),
  ) as Record<string, { id: string }[] | undefined>;
  const ids = (list: string) => (figures[list] ?? []).map((item) => item.id);
  return {
    heroStats: ids("heroStats"),
    trackRecord: ids("trackRecord"),
    services: ids("services"),
    values: ids("values"),
  };
}

/**
 * The content paths of the shipped SVG illustrations under `app/content/images/` (the SVG
 * files whose contents the content check takes: app/lib/image-files.ts), e.g.
 * `/images/case-studies/retail.svg`.
 */
function shippedIllustrations(contentRoot: string, isShipped: (svgText: string) => boolean) {
  const contentDir = path.join(contentRoot, contentFolder);
  return readdirSync(path.join(contentDir, "images"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(contentDir, "images", file))
    .filter((file) => isShipped(readFileSync(file, "utf8")))
    .map((file) => `/${path.relative(contentDir, file).split(path.sep).join("/")}`)
    .sort();
}

/**
 * `config.yml`, generated from the content schemas, for the repository named by
 * `GITHUB_REPOSITORY` ({@link editorRepository}) and, when `EDITOR_AUTH_URL` is set, signing
 * in through that OAuth helper alone; without it, with a personal access token alone
 * (docs/editing.md).
 *
 * @param contentRoot - the repository whose figures.yaml gives the ids and whose
 *   `app/content/images/` holds the shipped illustrations (the content's root by default,
 *   `contentRoot()` of app/content/read-file.ts).
 * @param env - the environment the two variables are read from (`process.env`).
 * @throws Error when `EDITOR_AUTH_URL` is set but is not an https: origin
 *   ({@link editorAuthOrigin}); the content check stops the build on it first.
 */
export async function editorConfigYaml(
  contentRoot = readContentRoot(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const config = editorConfig({
    repository: editorRepository(env),
    authUrl: editorAuthOrigin(env.EDITOR_AUTH_URL),
    figureIds: figureIds(contentRoot),
    shippedIllustrations: shippedIllustrations(contentRoot, isShippedIllustration),
  });
  return `# Generated from the content schemas by tooling/build-steps/editor/editor-files.ts: do not edit.\n${stringify(config, { lineWidth: 0 })}`;
}

/**
 * Every file of the editor by its path under `/admin/` (`index.html`, `vendor/sveltia-cms.js`),
 * each read when asked (`config.yml` generated then).
 */
export function editorFiles(): Map<string, () => Promise<string | Buffer>> {
  const sveltia = packageDir("@sveltia/cms");
  const copy = (file: string) => async () => readFileSync(file);
  const files = new Map<string, () => Promise<string | Buffer>>([
    ["index.html", async () => editorPage()],
    ["frame-guard.js", copy(path.join(root, "admin/frame-guard.js"))],
    ["same-origin.js", copy(path.join(root, "admin/same-origin.js"))],
    ["config.yml", () => editorConfigYaml()],
    [`${editorPreviewFolder}context.json`, async () => editorPreviewContextJson()],
    ["vendor/sveltia-cms.js", copy(path.join(sveltia, "dist/sveltia-cms.js"))],
    ["vendor/chunks/react-dom.js", copy(path.join(sveltia, "dist/chunks/react-dom.js"))],
    ["vendor/package.json", copy(path.join(sveltia, "package.json"))],
    [editorImmutableFile, copy(path.join(packageDir("immutable"), "dist/immutable.es.js"))],
  ]);
  for (const entry of readdirSync(path.join(sveltia, "locales"))) {
    files.set(`vendor/locales/${entry}`, copy(path.join(sveltia, "locales", entry)));
  }
  for (const [name, file] of fonts) {
    files.set(`vendor/fonts/${file}`, copy(path.join(packageDir(name), "files", file)));
  }
  return files;
}

/**
 * Writes the editor into `<clientDir>/admin/` (emptied first): its files and the preview's
 * script, stylesheet and sprite (built by a second Vite build, tooling/build-steps/editor/editor-preview.ts).
 *
 * @param clientDir - the build output, e.g. `build/client`.
 */
export async function writeEditor(clientDir: string): Promise<void> {
  const folder = path.join(clientDir, editorFolder);
  await rm(folder, { recursive: true, force: true });
  const preview = await buildEditorPreview();
  type File = [path: string, read: () => Promise<string | Uint8Array>];
  const files: File[] = [
    ...editorFiles(),
    ...[...preview].map(([file, body]): File => [
      `${editorPreviewFolder}${file}`,
      async () => body,
    ]),
  ];
  for (const [file, read] of files) {
    const target = path.join(folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await read());
  }
}

/** Media types of the editor's files, by ending. */
const mediaTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".yml": "text/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/**
 * A Vite plugin for the dev server (`npm run dev`, `npm run edit`): answers `/admin/` and the
 * editor's files with the editor's headers, as the built site does; `/admin` redirects to
 * `/admin/`. `config.yml` and the preview's `context.json` are generated afresh on each
 * request, so a schema or content change shows after a reload; the preview's script is built
 * on first request and again after any file of the project changes. The build does not use it
 * (the files are written by {@link writeEditor}).
 */
export function editorDevServer(): Plugin {
  return {
    name: "content-editor",
    apply: "serve",
    configureServer(server) {
      const files = editorFiles();
      let preview: ReturnType<typeof buildEditorPreview> | undefined;
      server.watcher.on("change", () => {
        preview = undefined;
      });
      /** A file of the preview's build, or `undefined` when it has no such file. */
      const previewFile = (file: string) => async () => {
        preview ??= buildEditorPreview();
        return (await preview).get(file.slice(editorPreviewFolder.length));
      };
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? "").split("?")[0] ?? "";
        if (urlPath === editorUrl.slice(0, -1)) {
          res.statusCode = 308;
          res.setHeader("Location", editorUrl);
          res.end();
          return;
        }
        if (!urlPath.startsWith(editorUrl)) return next();
        const file = urlPath.slice(editorUrl.length) || "index.html";
        const read =
          files.get(file) ?? (file.startsWith(editorPreviewFolder) ? previewFile(file) : undefined);
        if (!read) return next();
        read().then(
          (body) => {
            if (body === undefined) return next();
            for (const [name, value] of Object.entries(
              editorHeaders({ upgradeInsecureRequests: false }),
            )) {
              res.setHeader(name, value);
            }
            res.setHeader(
              "Content-Type",
              mediaTypes[path.extname(file)] ?? "application/octet-stream",
            );
            res.setHeader("Cache-Control", "no-cache");
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
