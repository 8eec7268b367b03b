import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtHtmlFiles } from "./built-html.ts";
import { parse } from "parse5";
import { elements, type Element } from "./html-elements.ts";

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * React Router's bootstrap module script, rewritten to start after the first paint: each
 * static `import` becomes an awaited dynamic `import()` in the same order, and every other
 * line must be one of the two statements React Router writes after them.
 *
 * @throws Error when a line has another shape (a React Router upgrade changed the
 * bootstrap), so the build fails instead of shipping a page that never hydrates.
 */
function deferredBootstrap(source: string, preloadHrefs: readonly string[]): string {
  const statements = source
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const sideEffect = /^import ("[^"]+");?$/.exec(line);
      if (sideEffect) return `await import(${sideEffect[1]});`;
      const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(line);
      if (namespace) return `const ${namespace[1]} = await import(${namespace[2]});`;
      if (/^window\.__reactRouterRouteModules = \{[^;]*\};$/.test(line)) return line;
      if (/^import\("[^"]+"\);$/.test(line)) return line;
      throw new Error(`deferHydration: unexpected line in React Router's bootstrap: ${line}`);
    });
  return [
    "const hydrate = async () => {",
    `for (const href of ${JSON.stringify(preloadHrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...statements,
    "};",
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(hydrate, 0));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");
}

/**
 * Returns `html` (a prerendered page) with hydration moved after the first paint, so no
 * JavaScript competes with it (docs/decisions/008-first-paint-before-javascript.md):
 *
 * - every `<link rel="modulepreload">` is removed from the document;
 * - React Router's bootstrap `<script type="module">` is replaced by one that waits for the
 *   `load` event and the next frame, then adds the same modulepreload hints (so the modules
 *   still download in parallel) and imports the same modules in the same order.
 *
 * Pages without a bootstrap script are returned unchanged.
 *
 * @throws Error when there is more than one bootstrap script or it has an unknown shape.
 */
export function deferHydration(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const preloads = all.filter(
    (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload",
  );
  const bootstraps = all.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined,
  );
  if (bootstraps.length === 0) return html;
  if (bootstraps.length > 1) throw new Error("deferHydration: more than one module script");
  const [bootstrap] = bootstraps as [Element];
  const location = bootstrap.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) {
    throw new Error("deferHydration: the bootstrap script has no source location");
  }
  const preloadHrefs = [...new Set(preloads.map((link) => attribute(link, "href") ?? ""))];
  const edits = [
    {
      start: location.startTag.endOffset,
      end: location.endTag.startOffset,
      text: deferredBootstrap(
        html.slice(location.startTag.endOffset, location.endTag.startOffset),
        preloadHrefs,
      ),
    },
    ...preloads.map((link) => ({
      start: link.sourceCodeLocation?.startOffset ?? 0,
      end: link.sourceCodeLocation?.endOffset ?? 0,
      text: "",
    })),
  ].sort((a, b) => b.start - a.start);
  let result = html;
  for (const { start, end, text } of edits)
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/**
 * Applies {@link deferHydration} to every `.html` file in `clientDir`, at any depth.
 *
 * @throws Error from {@link deferHydration}, naming the file.
 */
export async function deferHydrationInBuild(clientDir: string): Promise<void> {
  for (const file of await builtHtmlFiles(clientDir)) {
    const filePath = path.join(clientDir, file);
    try {
      await writeFile(filePath, deferHydration(await readFile(filePath, "utf8")));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}
