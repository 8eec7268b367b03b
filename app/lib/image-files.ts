import { createHash } from "node:crypto";

/**
 * Which image files the content may name (a case study's `image.src`): files in the site's
 * images folder, written as a plain path, in a raster format. An SVG is a document that can
 * carry script, which runs with the site's origin when the file is opened on its own, so the
 * editor uploads raster images only and the content check refuses any other format, except
 * the SVG illustrations the site ships (docs/decisions/046-raster-uploads-only.md). Build-time
 * code only (the content check and the editor's configuration): it hashes with `node:crypto`.
 */

/** The images folder as the content addresses it; in the repository, `app/content/images/`. */
export const imagesPath = "/images/";

/** The raster formats the site serves as content images: file extension → MIME type. */
export const rasterImageTypes = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
} as const;

/**
 * The SVG illustrations the site ships, by the SHA-256 (hex) of their text with line endings
 * as `\n`: the one exception to raster only. A file with other contents, under any name, is
 * refused; after redrawing one, replace its hash (`sha256sum app/content/images/case-studies/*.svg`,
 * on a checkout with `\n` line endings). The hero's dashboard (`public/images/hero-dashboard.svg`)
 * is not content and needs none.
 */
export const shippedIllustrationHashes: ReadonlySet<string> = new Set([
  // app/content/images/case-studies/finance.svg
  "4ef6d791794f9f896ffbf09e0e82a7528f4aee39e763f97633495525ba2f5256",
  // app/content/images/case-studies/healthcare.svg
  "9cda06afb7b64a7fce04602779186d0cc567f2243b225028ffc8c43477740540",
  // app/content/images/case-studies/retail.svg
  "8f48334dc996b795934db4cd861f8679282554e361706e16612b6047242ad198",
]);

/**
 * Whether an SVG file is one of the shipped illustrations ({@link shippedIllustrationHashes}).
 *
 * @param svgText - the file's text, as read from disk (`\r\n` line endings count as `\n`).
 */
export function isShippedIllustration(svgText: string): boolean {
  const hash = createHash("sha256").update(svgText.replace(/\r\n/g, "\n")).digest("hex");
  return shippedIllustrationHashes.has(hash);
}

/** The file extension of a path, lower-case, without its dot (`""` when it has none). */
function extensionOf(src: string): string {
  const name = src.slice(src.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Whether `src` is a plain path of a file inside the images folder: it starts with
 * {@link imagesPath}, and each segment after it is a name of letters, digits, `_`, `-` and
 * `.` that is not `.` or `..` (so the path means the same before and after normalisation, RFC
 * 3986 §5.2.4, and cannot leave the folder).
 */
export function isInImagesFolder(src: string): boolean {
  if (!src.startsWith(imagesPath)) return false;
  const segments = src.slice(imagesPath.length).split("/");
  return segments.every((segment) => /^[\w.-]+$/.test(segment) && !/^\.{1,2}$/.test(segment));
}

/** Whether `src` names a file in one of the {@link rasterImageTypes}, by its extension. */
export function isRasterImage(src: string): boolean {
  return Object.hasOwn(rasterImageTypes, extensionOf(src));
}

/** Whether `src` names an SVG file, by its extension. */
export function isSvgImage(src: string): boolean {
  return extensionOf(src) === "svg";
}

/**
 * The `accept` list of the editor's image field: the MIME types of {@link rasterImageTypes},
 * comma-separated, as the HTML `accept` attribute writes them.
 */
export const acceptedImageTypes = [...new Set(Object.values(rasterImageTypes))].join(",");

/**
 * The pattern (a JavaScript regular expression, as the editor's `pattern` option takes it) of
 * an image path the editor lets the owner save: a raster file's, or one of `illustrations`.
 *
 * @param illustrations - the content paths of the shipped SVG illustrations, e.g.
 *   `/images/case-studies/retail.svg`.
 */
export function editorImagePattern(illustrations: readonly string[]): string {
  const extensions = Object.keys(rasterImageTypes).join("|");
  const raster = `\\.(${extensions}|${extensions.toUpperCase()})$`;
  const escaped = illustrations.map((src) => src.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return escaped.length > 0 ? `${raster}|^(${escaped.join("|")})$` : raster;
}
