import { parse } from "parse5";
import { elements } from "../tooling/lib/html-elements.ts";

/*
 * The two floors the benchmark measures the site against (docs/measuring.md): pure functions
 * of a built page, apart from bench.ts so the unit tests run without the benchmark's own
 * packages.
 */

/** `html` without any `<script>` element or `<link rel="modulepreload">` (parsed with parse5). */
export function stripScripts(html: string): string {
  const ranges = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
    .filter(
      (el) =>
        el.tagName === "script" ||
        (el.tagName === "link" &&
          el.attrs.some((a) => a.name === "rel" && a.value === "modulepreload")),
    )
    .map(
      (el) =>
        [el.sourceCodeLocation?.startOffset ?? 0, el.sourceCodeLocation?.endOffset ?? 0] as const,
    )
    .sort((a, b) => b[0] - a[0]);
  let result = html;
  for (const [start, end] of ranges) result = result.slice(0, start) + result.slice(end);
  return result;
}

/**
 * The plain floor of a built page: {@link stripScripts}, then the stylesheet `<link>` replaced
 * by the stylesheet itself in a `<style>`, and the meta CSP left out.
 *
 * @param readAsset - reads a file of the build by its URL path (e.g. `/assets/root-….css`).
 */
export async function plainPage(
  html: string,
  readAsset: (urlPath: string) => Promise<string>,
): Promise<string> {
  const withoutScripts = stripScripts(html);
  const document = parse(withoutScripts, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  for (const el of elements(document)) {
    const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value;
    const location = el.sourceCodeLocation;
    if (!location) continue;
    const span = { start: location.startOffset, end: location.endOffset };
    if (el.tagName === "link" && attr("rel") === "stylesheet" && attr("href")) {
      edits.push({ ...span, text: `<style>${await readAsset(attr("href") ?? "")}</style>` });
    } else if (el.tagName === "meta" && attr("http-equiv") === "Content-Security-Policy") {
      edits.push({ ...span, text: "" });
    }
  }
  let result = withoutScripts;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}
