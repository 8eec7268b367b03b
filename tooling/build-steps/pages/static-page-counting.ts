import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import type { AnalyticsSettings } from "../../../app/lib/analytics-settings.ts";

/**
 * The counting script of the pages that ship no React (app/lib/count-static-page.ts,
 * docs/decisions/058-reading-pages-ship-no-script.md), in a build with analytics on.
 *
 * It is bundled by a small Vite build of its own, self-contained: as one more input of React
 * Router's client build it would import the shared first-load chunk (React and the router),
 * which is what those pages must not load. The file is emitted into the client build as
 * `assets/count-page-<hash>.js` (served immutable like every asset), and the prerender step,
 * which runs after the client build, reads its URL from the virtual module
 * `virtual:static-page-counting` (the root layout names it in a `<script type="module">`).
 * The dev server serves the entry module itself.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const entry = "app/lib/count-static-page.ts";
const virtualId = "virtual:static-page-counting";
const resolvedVirtualId = `\0${virtualId}`;

/**
 * Bundles the counting script for one build's settings.
 *
 * @returns the script's code: one ES module with the tracker, no import.
 * @throws Error from Vite when the bundle fails.
 */
async function bundleCountingScript(settings: AnalyticsSettings): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    define: { __ANALYTICS__: JSON.stringify(settings) },
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(root, entry),
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap(({ output }) => output.filter((file) => file.type === "chunk"));
  const [chunk] = chunks;
  if (chunks.length !== 1 || !chunk) throw new Error(`${entry}: expected one chunk`);
  return chunk.code;
}

/**
 * The Vite plugin that gives the pages that ship no React their counting script: emitted into
 * the client build (nothing when `settings` is null, analytics off), and its URL exported by
 * `virtual:static-page-counting` as `countingScriptUrl` (`null` when analytics is off).
 *
 * @param settings - the build's analytics settings (tooling/build-steps/build-analytics.ts).
 */
export function staticPageCounting(settings: AnalyticsSettings | null): Plugin {
  let url: string | null = null;
  let base = "/";
  return {
    name: "static-page-counting",
    // One instance for the client build, which emits the script, and the server build after
    // it, which reads the script's URL (React Router builds them in this order).
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base;
      if (settings && config.command === "serve") url = `${base}${entry}`;
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      return `export const countingScriptUrl = ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (!settings || this.environment.name !== "client") return;
      const code = await bundleCountingScript(settings);
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      const fileName = `assets/count-page-${hash}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
      url = `${base}${fileName}`;
    },
  };
}
