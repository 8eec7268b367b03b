import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "parse5";
import { elements } from "../../lib/html-elements.ts";
import { pagePolicy } from "../hosts/response-headers.ts";

/** `sha256-<base64>` of a string's UTF-8 bytes, as CSP hash sources are written (CSP3 §8.4). */
export function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The exact source text of every inline element of `tagName` in `html` that CSP gates
 * (parsed with parse5): for `script`, those without `src` whose `type` is JavaScript or a
 * module (JSON-LD, `application/ld+json`, is data, not script, and is left out); for `style`,
 * every `<style>`.
 */
export function inlineCode(html: string, tagName: "script" | "style"): string[] {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const texts: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== tagName) continue;
    const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    if (tagName === "script") {
      if (attribute("src") !== undefined) continue;
      if (!executableTypes.has((attribute("type") ?? "").trim().toLowerCase())) continue;
    }
    const location = element.sourceCodeLocation;
    if (!location?.startTag || !location.endTag) continue;
    texts.push(html.slice(location.startTag.endOffset, location.endTag.startOffset));
  }
  return texts;
}

/**
 * Throws unless every inline script and `<style>` of `html` is allowed by a hash in `policy`.
 *
 * @param file - the file's name, for the message.
 * @throws Error naming the file and the first uncovered element.
 */
export function assertInlineCodeCovered(html: string, policy: string, file: string): void {
  const sources = (name: string) =>
    policy.split(";").find((directive) => directive.trim().startsWith(`${name} `)) ?? "";
  for (const [tagName, directive] of [
    ["script", "script-src"],
    ["style", "style-src-elem"],
  ] as const) {
    for (const code of inlineCode(html, tagName)) {
      if (!sources(directive).includes(`'${sha256Source(code)}'`)) {
        throw new Error(
          `CSP: an inline ${tagName} in ${file} is not covered by its policy: ${code.slice(0, 80)}…`,
        );
      }
    }
  }
}

/**
 * Returns `html` with `<meta http-equiv="Content-Security-Policy" content="…">` early in
 * `<head>`: right after `<meta charset>` (which must stay in the first 1024 bytes, HTML
 * §4.2.5.4), else first, and in any case before every script, so hosts that cannot send
 * headers still enforce the policy.
 *
 * @throws Error when `html` has no `<head>` start tag.
 */
export function insertCspMeta(html: string, policy: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const head = all.find((element) => element.tagName === "head");
  const charset = all.find(
    (element) =>
      element.tagName === "meta" && element.attrs.some((attr) => attr.name === "charset"),
  );
  const offset =
    charset?.sourceCodeLocation?.endOffset ?? head?.sourceCodeLocation?.startTag?.endOffset;
  if (offset === undefined) throw new Error("CSP: no <head> start tag to put the policy in");
  const escaped = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return `${html.slice(0, offset)}<meta http-equiv="Content-Security-Policy" content="${escaped}"/>${html.slice(offset)}`;
}

/**
 * The exact CSS text Sonner injects as a `<style>` element when it loads, captured by
 * importing it against a minimal stand-in `document`, so its hash follows Sonner upgrades.
 */
export async function sonnerInjectedCss(): Promise<string> {
  const require = createRequire(import.meta.url);
  const captured: string[] = [];
  const stub = {
    head: { appendChild() {} },
    getElementsByTagName: () => [],
    createElement: () => ({ appendChild: (node: string) => captured.push(node) }),
    createTextNode: (text: string) => text,
  };
  const global = globalThis as { document?: unknown };
  const previous = global.document;
  global.document = stub;
  try {
    require(require.resolve("sonner"));
  } finally {
    global.document = previous;
  }
  const css = captured.join("");
  if (!css) throw new Error("CSP: could not capture Sonner's injected CSS");
  return css;
}

/**
 * Puts each built page's own policy ({@link pagePolicy}) in a `<meta>` at the top of its
 * `<head>`: the hashes of its inline scripts and `<style>` elements, and of the CSS Sonner
 * injects at runtime. Only the pages React Router prerendered are hashed: any other HTML file
 * in the build came from `public/` (an upload, say), and hashing its scripts would let them
 * run (docs/decisions/051-files-never-run-script.md).
 *
 * @param clientDir - the build output, e.g. `build/client`.
 * @param pageFiles - the prerendered pages' HTML files, relative to `clientDir`
 *   (tooling/build-steps/pages/finalize-build.ts).
 * @throws Error when an inline script or style ends up uncovered (fails the build).
 */
export async function applyContentSecurityPolicy(
  clientDir: string,
  pageFiles: readonly string[],
): Promise<void> {
  // Sonner appends its <style> empty, then fills it: the browser checks both states, so the
  // empty string's hash is allowed too (an empty style element applies nothing).
  const injectedStyleHashes = [sha256Source(""), sha256Source(await sonnerInjectedCss())];
  for (const file of pageFiles) {
    const filePath = path.join(clientDir, file);
    const html = await readFile(filePath, "utf8");
    const policy = pagePolicy({
      scriptHashes: inlineCode(html, "script").map(sha256Source),
      styleHashes: [...inlineCode(html, "style").map(sha256Source), ...injectedStyleHashes],
    });
    const withMeta = insertCspMeta(html, policy);
    assertInlineCodeCovered(withMeta, policy, file);
    await writeFile(filePath, withMeta);
  }
}
