import { contentRoot } from "~/content/read-file";
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  acceptedImageTypes,
  editorImagePattern,
  isInImagesFolder,
  isRasterImage,
  isShippedIllustration,
  isSvgImage,
  shippedIllustrationHashes,
} from "./image-files";

describe("isInImagesFolder", () => {
  it("takes a plain path of a file in the images folder", () => {
    expect(isInImagesFolder("/images/case-studies/retail.png")).toBe(true);
    expect(isInImagesFolder("/images/hero.v2.webp")).toBe(true);
  });

  it("refuses a path that leaves the folder, or means another path once normalised", () => {
    for (const src of [
      "/images/../../package.json",
      "/images/case-studies/../../../etc/passwd",
      "/images/./retail.png",
      "/images//retail.png",
      "/images/",
      "/images/a/..",
      "/images\\..\\package.json",
      "/images/%2e%2e/package.json",
      "/public/images/retail.png",
      "images/retail.png",
      "https://example.com/images/retail.png",
    ]) {
      expect(isInImagesFolder(src), src).toBe(false);
    }
  });
});

describe("image formats", () => {
  it("takes PNG, JPEG, WebP and AVIF, in any case, and tells an SVG apart", () => {
    for (const src of [
      "/images/a.png",
      "/images/a.JPG",
      "/images/a.jpeg",
      "/images/a.webp",
      "/images/a.avif",
    ]) {
      expect(isRasterImage(src), src).toBe(true);
    }
    for (const src of [
      "/images/a.svg",
      "/images/a.gif",
      "/images/a.html",
      "/images/png",
      "/images/.png",
    ]) {
      expect(isRasterImage(src), src).toBe(false);
    }
    expect(isSvgImage("/images/a.SVG")).toBe(true);
    expect(isSvgImage("/images/a.png")).toBe(false);
  });

  it("lets the editor accept raster MIME types only", () => {
    expect(acceptedImageTypes.split(",")).toEqual([
      "image/png",
      "image/jpeg",
      "image/webp",
      "image/avif",
    ]);
  });
});

describe("isShippedIllustration", () => {
  const folder = path.join(contentRoot(), "app/content/images/case-studies");
  const svgs = readdirSync(folder)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => readFileSync(path.join(folder, file), "utf8"));

  it("knows each SVG illustration the site ships, with either line ending", () => {
    expect(svgs).toHaveLength(shippedIllustrationHashes.size);
    for (const svg of svgs) {
      expect(isShippedIllustration(svg)).toBe(true);
      expect(isShippedIllustration(svg.replace(/\n/g, "\r\n"))).toBe(true);
    }
  });

  it("refuses an SVG with any other contents", () => {
    const [first = ""] = svgs;
    expect(isShippedIllustration(first.replace("</svg>", "<script>alert(1)</script></svg>"))).toBe(
      false,
    );
  });
});

describe("editorImagePattern", () => {
  const accepts = (illustrations: string[], src: string) =>
    new RegExp(editorImagePattern(illustrations)).test(src);

  it("lets the editor save a raster image or a named illustration, nothing else", () => {
    const shipped = ["/images/case-studies/retail.svg"];
    expect(accepts(shipped, "/images/case-studies/logistics.png")).toBe(true);
    expect(accepts(shipped, "/images/case-studies/LOGISTICS.JPG")).toBe(true);
    expect(accepts(shipped, "/images/case-studies/retail.svg")).toBe(true);
    expect(accepts(shipped, "/images/case-studies/drawing.svg")).toBe(false);
    expect(accepts(shipped, "/images/case-studies/retailXsvg")).toBe(false);
    expect(accepts(shipped, "/images/case-studies/retail.svg.html")).toBe(false);
    expect(accepts([], "/images/case-studies/retail.svg")).toBe(false);
  });
});
