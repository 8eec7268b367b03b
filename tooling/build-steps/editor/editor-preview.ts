import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { editorPreviewContext } from "../../../app/editor-preview/preview-context.server.ts";
import {
  previewTemplates,
  type PreviewTemplate,
} from "../../../app/editor-preview/preview-templates.server.ts";
import { editorUrl } from "../hosts/url-policy.ts";

/**
 * The editor's preview templates (app/editor-preview/main.ts): a second Vite build, of its own,
 * beside React Router's, so the public pages' files do not change. It bundles the site's
 * section components with their own React, React DOM and React Router. `preview.js`, a small
 * module script, registers the templates (loaded `async`, it runs after the editor's classic
 * script has defined `window.CMS`, without holding up the editor's start); the site's React and
 * sections are a chunk it imports when the first preview opens (and the copy buttons the
 * contact section loads lazily, one more). Beside them, the files they name: the site's stylesheet
 * (app/app.css compiled by Tailwind, as for the pages) and the icon sprite. Everything is
 * served from `/admin/preview/`, under the editor's policy. The list of templates comes from
 * the page registry at build time (`previewTemplates`), written into `preview.js` as
 * `__EDITOR_PREVIEW_TEMPLATES__`: the registry's zod schemas stay out of the browser.
 */

const root = path.resolve(import.meta.dirname, "../../..");

/** The folder of the preview's files under the editor's (`preview/`, at `/admin/preview/`). */
export const editorPreviewFolder = "preview/";

/** The entry module of the preview's script. */
const entry = path.join(root, "app/editor-preview/main.ts");

/**
 * Builds the preview's script, stylesheet and icon sprite in memory.
 *
 * @param templates - the templates `preview.js` registers: the page registry's by default.
 * @returns each file by its path under the preview folder (`preview.js`, the chunks
 *   `<name>-<hash>.js`, `app-<hash>.css`, `icons-<hash>.svg`) with its contents.
 * @throws Error from Vite when the build fails (a type error does not fail it: `npm run
 *   typecheck` checks the modules).
 */
export async function buildEditorPreview(
  templates: readonly PreviewTemplate[] = previewTemplates(),
): Promise<Map<string, string | Uint8Array>> {
  const result = await build({
    configFile: false,
    root,
    base: `${editorUrl}${editorPreviewFolder}`,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    plugins: [tailwindcss()],
    resolve: { tsconfigPaths: true },
    define: {
      // No analytics in the preview: the code that marks the sections for it is left out.
      __ANALYTICS__: "null",
      __EDITOR_PREVIEW_TEMPLATES__: JSON.stringify(templates),
    },
    build: {
      write: false,
      copyPublicDir: false,
      // No `<link rel=modulepreload>` helper: the script loads nothing after it.
      modulePreload: false,
      // The sprite stays a file (`<use href>` needs a URL), as on the pages.
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: entry,
        // `"use client"` (React Router, Radix) means nothing in a bundle that only runs in the
        // browser; the site's build leaves it out just as silently.
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
        output: {
          format: "es",
          entryFileNames: "preview.js",
          chunkFileNames: "[name]-[hash].js",
          assetFileNames: "[name]-[hash][extname]",
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map<string, string | Uint8Array>();
  for (const { output } of outputs) {
    for (const file of output) {
      files.set(file.fileName, file.type === "chunk" ? file.code : file.source);
    }
  }
  return files;
}

/**
 * `context.json`, the build's content the preview draws the entry with
 * ({@link editorPreviewContext}): read when asked, so under `npm run dev` an edit saved to disk
 * shows in the next preview the editor loads.
 */
export function editorPreviewContextJson(): string {
  return JSON.stringify(editorPreviewContext());
}
