import { describe, expect, it } from "vitest";
import { acceptedImageTypes, isInImagesFolder, isRasterImage, isSvgImage } from "./image-files";

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
