import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultLocale } from "~/i18n/locales";
import { contentCopy } from "~/test/content-copy";
import { maxImagePixels } from "./content-images";
import { contentFolder, readContent } from "./content.server";
import { readCheckedContent } from "./image-decoding";
import { edit } from "./testing";

/**
 * A PNG of one bit per pixel, all black: its pixels deflate to almost nothing, so a header that
 * promises hundreds of megapixels fits in a few dozen kilobytes (PNG, RFC 2083).
 */
function oneBitPng(widthPx: number, heightPx: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc(heightPx * (1 + Math.ceil(widthPx / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG (smoothed noise, so its entropy-coded data fills the file). */
async function photoJpeg(widthPx: number, heightPx: number): Promise<Buffer> {
  const noise = { type: "gaussian", mean: 128, sigma: 40 } as const;
  return sharp({
    create: { width: widthPx, height: heightPx, channels: 3, background: "#000", noise },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A copy of the content whose first case study names `name` in the images folder, holding
 * `bytes`.
 *
 * @returns the copy's root and the field that names the image, as the check writes it.
 */
function withCaseStudyImage(name: string, bytes: Uint8Array): { root: string; field: string } {
  const root = contentCopy();
  const [study] = readContent(root).caseStudies;
  if (!study) throw new Error("the default content has no case study");
  writeFileSync(path.join(root, contentFolder, "images/case-studies", name), bytes);
  const file = `${defaultLocale}/case-studies/${study.id}.yaml`;
  edit(root, file, ["image", "src"], `/images/case-studies/${name}`);
  return {
    root,
    field: `Case studies › Illustration › Image file (English) — app/content/${file} → image.src`,
  };
}

describe("readCheckedContent", () => {
  it("takes a whole photo", async () => {
    const { root } = withCaseStudyImage("photo.jpg", await photoJpeg(1200, 900));
    const { content, problems } = await readCheckedContent(root);
    expect(problems).toEqual([]);
    expect(content?.rasterImages).toEqual([
      expect.objectContaining({ file: "app/content/images/case-studies/photo.jpg" }),
    ]);
  });

  it("refuses a JPEG cut in half, naming its field and file", async () => {
    const whole = await photoJpeg(1200, 900);
    const { root, field } = withCaseStudyImage("cut.jpg", whole.subarray(0, whole.length / 2));
    // The header is whole: reading the content alone takes it.
    expect(() => readContent(root)).not.toThrow();
    const { content, problems } = await readCheckedContent(root);
    expect(content).toBeUndefined();
    expect(problems).toEqual([
      `${field}: the picture in app/content/images/case-studies/cut.jpg cannot be read to its end, so the site cannot be built with it (VipsJpeg: premature end of JPEG image); the file is damaged or was not copied whole: open it in a photo editor and export it again as JPEG, PNG or WebP, or upload it again`,
    ]);
  });

  it("refuses a 49 KB PNG of 20,000 × 20,000 pixels by its header, before decoding it", async () => {
    const png = oneBitPng(20_000, 20_000);
    expect(png.length).toBeLessThan(50_000);
    const { root, field } = withCaseStudyImage("huge.png", png);
    const { problems } = await readCheckedContent(root);
    expect(problems).toEqual([
      `${field}: is 20000 × 20000 pixels (400 megapixels), more than the 40 megapixels the build takes: export it smaller (2400 px wide is plenty)`,
    ]);
  });

  it("takes an image of exactly the pixel limit and refuses one more row", async () => {
    const widthPx = 8000;
    const heightPx = maxImagePixels / widthPx;
    const atLimit = withCaseStudyImage("at-limit.png", oneBitPng(widthPx, heightPx));
    expect((await readCheckedContent(atLimit.root)).problems).toEqual([]);
    const over = withCaseStudyImage("over.png", oneBitPng(widthPx, heightPx + 1));
    expect((await readCheckedContent(over.root)).problems).toEqual([
      `${over.field}: is 8000 × 5001 pixels (40.1 megapixels), more than the 40 megapixels the build takes: export it smaller (2400 px wide is plenty)`,
    ]);
  });

  it("refuses random bytes under a .jpg name", async () => {
    const { root, field } = withCaseStudyImage("noise.jpg", randomBytes(4096));
    const { problems } = await readCheckedContent(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: must be a PNG, JPEG, WebP or AVIF image`,
      ),
    );
  });

  it("lists a broken picture with the other problems of the content, all at once", async () => {
    const whole = await photoJpeg(1200, 900);
    const { root, field } = withCaseStudyImage("cut.jpg", whole.subarray(0, whole.length / 2));
    edit(root, "es/home.yaml", ["hero", "badge"], " ");
    const { problems } = await readCheckedContent(root);
    expect(problems).toContain(
      "Home page › Hero (top of the home page) › Badge (Spanish) — app/content/es/home.yaml → hero.badge: must not be empty",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(`^${field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: the picture in`),
    );
  });
});
