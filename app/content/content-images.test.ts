import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../../spec/default-content";
import { contentImagesUrl, imageWidthsPx, planImage, previewOfImage } from "./content-images";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();

describe("planImage", () => {
  it("plans AVIF, WebP and JPEG at every width up to the source's, named by a hash of the bytes", async () => {
    const { image, outputs } = planImage(
      "app/content/images/Shop-Front.jpg",
      await photo(1300, 975),
    );
    expect(image).toMatchObject({ widthPx: 1300, heightPx: 975 });
    const widths = imageWidthsPx.filter((width) => width <= 1300);
    expect(outputs.map(({ format, widthPx }) => `${format}@${widthPx}`)).toEqual(
      ["avif", "webp", "jpeg"].flatMap((format) => widths.map((width) => `${format}@${width}`)),
    );
    for (const { file } of outputs)
      expect(file).toMatch(/^shop-front-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
    expect(image.src).toBe(`${contentImagesUrl}${outputs.at(-1)?.file}`);
    expect(image.sources.map(({ type }) => type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[0]?.srcSet.split(", ")).toHaveLength(widths.length);
    expect(image.srcSet).toContain("-1280.jpg 1280w");
  });

  it("gives a changed image new names, and a PNG a PNG fallback", async () => {
    const first = planImage("a.jpg", await photo(700, 500));
    const second = planImage("a.jpg", await photo(700, 501));
    expect(first.outputs[0]?.file).not.toBe(second.outputs[0]?.file);
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: "#0000" },
    })
      .png()
      .toBuffer();
    expect(planImage("logo.png", png).image.src).toMatch(/-320\.png$/);
  });

  it("writes a source narrower than every width at its own width", async () => {
    const { outputs } = planImage("small.jpg", await photo(200, 100));
    expect(new Set(outputs.map(({ widthPx }) => widthPx))).toEqual(new Set([200]));
  });

  it("serves an SVG illustration as it is, under a hashed name, with its own size", () => {
    const svg = readFileSync(
      path.join(defaultContentRoot, "app/content/images/case-studies/retail.svg"),
    );
    const { image, outputs } = planImage("retail.svg", svg);
    expect(outputs).toEqual([
      {
        file: expect.stringMatching(/^retail-[0-9a-f]{10}\.svg$/),
        format: "copy",
        widthPx: image.widthPx,
      },
    ]);
    expect(image.sources).toEqual([]);
    expect(image.widthPx).toBeGreaterThan(0);
  });

  it("refuses bytes that are not an image, or a format the site does not serve", async () => {
    expect(() => planImage("x.png", new TextEncoder().encode("hello"))).toThrow();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(() => planImage("x.gif", gif)).toThrow("GIF");
  });

  it("refuses an SVG under a raster image's name, and a raster image under an SVG's", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><script>alert(1)</script></svg>',
    );
    expect(() => planImage("chart.png", svg)).toThrow("holds SVG data under a .png name");
    const jpeg = await photo(1000, 750);
    expect(() => planImage("chart.svg", jpeg)).toThrow("holds JPG data under a .svg name");
  });

  it("gives a photo stored sideways (EXIF orientation 6) its upright size", async () => {
    const sideways = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(planImage("portrait.jpg", sideways).image).toMatchObject({
      widthPx: 900,
      heightPx: 1200,
    });
  });
});

describe("previewOfImage", () => {
  it("is the largest fallback file the plan writes, with its type and size in the source's proportions", async () => {
    const { image, outputs } = planImage("cover.jpg", await photo(1300, 975));
    const largest = outputs.filter(({ format }) => format === "jpeg").at(-1);
    expect(previewOfImage(image)).toEqual({
      path: `${contentImagesUrl}${largest?.file}`,
      type: "image/jpeg",
      widthPx: largest?.widthPx,
      heightPx: 960,
    });
    const png = await sharp({
      create: { width: 500, height: 250, channels: 4, background: "#0000" },
    })
      .png()
      .toBuffer();
    expect(previewOfImage(planImage("cover.png", png).image)).toMatchObject({
      type: "image/png",
      widthPx: 480,
      heightPx: 240,
    });
    expect(previewOfImage(planImage("small.jpg", await photo(200, 100)).image)).toMatchObject({
      widthPx: 200,
      heightPx: 100,
    });
  });

  it("is nothing for an SVG, which link previews do not show", () => {
    const svg = readFileSync(
      path.join(defaultContentRoot, "app/content/images/case-studies/retail.svg"),
    );
    expect(previewOfImage(planImage("retail.svg", svg).image)).toBeUndefined();
  });
});
