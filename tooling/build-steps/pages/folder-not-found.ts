import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, serialize, type DefaultTreeAdapterMap } from "parse5";
import { notFoundFile } from "../hosts/url-policy.ts";

/** `<link>` relations that make the browser fetch a script or the manifest. */
const fetchingLinks = new Set(["modulepreload", "preload", "prefetch", "manifest"]);

/** Whether a parse5 node loads or runs script, or fetches what a file's policy refuses. */
function isRefused(node: DefaultTreeAdapterMap["childNode"]): boolean {
  if (!("tagName" in node)) return false;
  if (node.tagName === "script") return true;
  if (node.tagName !== "link") return false;
  const rel = node.attrs.find((attribute) => attribute.name === "rel")?.value ?? "";
  return rel.split(/\s+/).some((token) => fetchingLinks.has(token.toLowerCase()));
}

function strip(node: DefaultTreeAdapterMap["parentNode"]): void {
  node.childNodes = node.childNodes.filter((child) => !isRefused(child));
  for (const child of node.childNodes) {
    if ("childNodes" in child) strip(child);
    if ("content" in child) strip(child.content);
  }
}

/**
 * The Not-found page without any script: `html` (the prerendered `404.html`) with every
 * `<script>` removed, and every `<link>` that would fetch a script or the manifest. What is
 * left needs only its inline `<style>` and the site's images, which every header policy of
 * the site allows: the page's own, the files' (`style-src 'unsafe-inline'; img-src 'self'`)
 * and the editor's (tooling/build-steps/hosts/response-headers.ts).
 */
export function scriptFreeNotFoundPage(html: string): string {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

/**
 * Writes a script-free copy of a Not-found page ({@link scriptFreeNotFoundPage}) as `404.html`
 * into each folder given (tooling/build-steps/hosts/deploy-headers.ts `scriptFreeNotFoundFolders`):
 * the folders whose answers carry a policy of their own (`assets/`, `images/`, `og/`,
 * `icons/`, `admin/`), which would block the hydrating page's scripts and styles, and the
 * article folders, where the browser's router would take the unknown path for an article.
 * Cloudflare Pages answers an unknown path with the nearest `404.html`; every other host is
 * told to send the same document (docs/deploying.md, "One URL per page").
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param folders - each folder, relative to `clientDir` and ending in `/`, with the Not-found
 *   page its copy is made from (`404.html`, `es/404.html`).
 * @returns the files written, relative to `clientDir`.
 */
export async function writeFolderNotFoundPages(
  clientDir: string,
  folders: readonly { folder: string; source: string }[],
): Promise<string[]> {
  return Promise.all(
    folders.map(async ({ folder, source }) => {
      const html = await readFile(path.join(clientDir, source), "utf8");
      const file = `${folder}${notFoundFile}`;
      await writeFile(path.join(clientDir, file), scriptFreeNotFoundPage(html));
      return file;
    }),
  );
}
