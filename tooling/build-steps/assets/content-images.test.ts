import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { publishedArticles } from "../../../app/content/articles.ts";
import { planImage, previewOfImage } from "../../../app/content/content-images.ts";
import { ContentError, contentRoot, readContent } from "../../../app/content/content.server.ts";
import { imageDecodingProblems } from "../../../app/content/image-decoding.ts";
import { labelledProblem } from "../../../app/content/field-labels.ts";
import { readImage } from "../../../app/content/read-image.ts";
import { edit } from "../../../app/content/testing.ts";
import { defaultLocale, localeIds } from "../../../app/i18n/locales.ts";
import { contentCopy } from "../../../app/test/content-copy.ts";
import {
  contentImageFile,
  contentImageSources,
  contentImagesCacheFolder,
  encodeImageOutput,
  writeContentImages,
} from "./content-images.ts";

const root = mkdtempSync(path.join(tmpdir(), "content-images-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The first test encodes its own pictures, and those of the content (the owner's photos, team
 * and logos) that no build of this repository has encoded yet, which can take more than the
 * default 30 s on a busy machine.
 */
const encodeAllTimeoutMs = 120_000;

describe("writeContentImages", () => {
  it(
    "writes every file a page names, and encodes an unchanged image only once",
    async () => {
      cpSync(path.join(contentRoot(), "app/content"), path.join(root, "app/content"), {
        recursive: true,
        filter: (source) => !source.endsWith(".ts"),
      });
      // The content's images as this repository's builds encoded them, copied into the copy's
      // own cache: the test encodes its own pictures below and what no build has encoded yet.
      for (const { file, bytes } of await contentImageSources(root)) {
        for (const { file: name } of planImage(file, bytes).outputs) {
          const kept = path.join(contentImagesCacheFolder, name);
          if (existsSync(kept)) cpSync(kept, path.join(root, contentImagesCacheFolder, name));
        }
      }
      // A picture for the first case study, as the owner would upload it: a PNG with
      // transparency, kept a PNG (the cover below is a JPEG).
      const [study] = readContent(root).caseStudies;
      if (!study) throw new Error("the content has no case study");
      writeFileSync(
        path.join(root, "app/content/images/case-studies/photo.png"),
        await sharp({
          create: { width: 1000, height: 750, channels: 4, background: "#e11d4880" },
        })
          .png()
          .toBuffer(),
      );
      const file = path.join(
        root,
        "app/content",
        defaultLocale,
        "case-studies",
        `${study.id}.yaml`,
      );
      const document = parseDocument(readFileSync(file, "utf8"));
      document.setIn(["image", "src"], "/images/case-studies/photo.png");
      writeFileSync(file, document.toString());
      // An article of the test's own with a cover picture, and a draft with another.
      mkdirSync(path.join(root, "app/content/images/articles"), { recursive: true });
      mkdirSync(path.join(root, "app/content", defaultLocale, "articles"), { recursive: true });
      for (const [name, colour] of [
        ["cover", "#0f766e"],
        ["draft-cover", "#1d4ed8"],
      ] as const) {
        writeFileSync(
          path.join(root, `app/content/images/articles/${name}.jpg`),
          await sharp({ create: { width: 1500, height: 900, channels: 3, background: colour } })
            .jpeg()
            .toBuffer(),
        );
        writeFileSync(
          path.join(root, "app/content", defaultLocale, "articles", `with-${name}.md`),
          [
            "---",
            `title: An article with a ${name}`,
            "description: A description long enough for the content check to take it as one.",
            "date: 2026-11-20",
            `draft: ${name === "draft-cover"}`,
            `cover: /images/articles/${name}.jpg`,
            "coverAlt: A green rectangle",
            "---",
            "",
            "Some words.",
            "",
          ].join("\n"),
        );
      }

      const clientDir = path.join(root, "build/client");
      const first = await writeContentImages(clientDir, root);
      const written = readdirSync(path.join(clientDir, "assets/images"));
      const { caseStudies, teamAndClients, articles } = readContent(root);
      // Every published article's cover: the test's own, and any of the owner's.
      const covers = localeIds.flatMap((locale) =>
        publishedArticles(articles, locale).flatMap(({ cover }) => (cover ? [cover.image] : [])),
      );
      const images = [
        ...caseStudies.map(({ image }) => image),
        ...teamAndClients.team.map(({ photo }) => photo),
        ...teamAndClients.clientLogos.map(({ logo }) => logo),
        ...covers,
      ];
      for (const image of images) {
        const named = [
          image.src,
          ...image.srcSet.split(", "),
          ...image.sources.flatMap(({ srcSet }) => srcSet.split(", ")),
        ]
          .filter(Boolean)
          .map((entry) => path.basename(entry.split(" ")[0] ?? ""));
        for (const name of named) expect(written, name).toContain(name);
      }
      expect(first.encoded).toBeGreaterThan(0);
      // The PNG's own copies are PNGs, with its transparency.
      const pngCopy = written.find((name) => /^photo-.*\.png$/.test(name));
      if (!pngCopy) throw new Error("the PNG picture has no PNG copy");
      expect(await sharp(path.join(clientDir, "assets/images", pngCopy)).metadata()).toMatchObject({
        format: "png",
        hasAlpha: true,
      });
      // A draft's cover is not built.
      const draft = articles[defaultLocale].find(({ slug }) => slug === "with-draft-cover");
      expect(draft).toMatchObject({ isDraft: true, cover: { alt: "A green rectangle" } });
      expect(written.filter((name) => name.startsWith("draft-cover-"))).toEqual([]);
      // The published cover's link preview is a file of the size the page states.
      const cover = articles[defaultLocale].find(({ slug }) => slug === "with-cover")?.cover;
      const preview = cover && previewOfImage(cover.image);
      if (!preview) throw new Error("the cover has no link preview");
      const previewFile = path.join(clientDir, "assets/images", path.basename(preview.path));
      expect(await sharp(previewFile).metadata()).toMatchObject({
        width: preview.widthPx,
        height: preview.heightPx,
        format: "jpeg",
      });

      rmSync(path.join(root, "build"), { recursive: true });
      const second = await writeContentImages(clientDir, root);
      expect(second).toEqual({ encoded: 0, cached: first.encoded + first.cached });
      expect(readdirSync(path.join(clientDir, "assets/images")).sort()).toEqual(written.sort());
    },
    encodeAllTimeoutMs,
  );
});

describe("contentImageFile", () => {
  it("answers each file the build writes with the build's bytes, and no other name", async () => {
    // The copy of the first test, its build and cache written.
    const written = readdirSync(path.join(root, "build/client/assets/images"));
    const [photoFile] = written.filter((name) => name.startsWith("photo-"));
    if (!photoFile) throw new Error("the first test wrote no photo");
    expect(await contentImageFile(photoFile, root)).toEqual(
      readFileSync(path.join(root, "build/client/assets/images", photoFile)),
    );
    // A width the plan has but the cache lost is encoded again.
    rmSync(path.join(root, "node_modules"), { recursive: true });
    expect((await contentImageFile(photoFile, root))?.length).toBeGreaterThan(0);
    expect(await contentImageFile("photo-0000000000-320.avif", root)).toBeUndefined();
  });
});

describe("writeContentImages on a source that does not decode", () => {
  it("stops before encoding, naming the file and field as the content check does, with no stack frames", async () => {
    const copy = contentCopy();
    const [study] = readContent(copy).caseStudies;
    if (!study) throw new Error("the default content has no case study");
    const whole = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(
      path.join(copy, "app/content/images/case-studies/cut.jpg"),
      whole.subarray(0, whole.length / 2),
    );
    const file = `${defaultLocale}/case-studies/${study.id}.yaml`;
    edit(copy, file, ["image", "src"], "/images/case-studies/cut.jpg");

    const error: unknown = await writeContentImages(path.join(copy, "build/client"), copy).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ContentError)) throw new Error(`not a ContentError: ${String(error)}`);
    expect(error.problems).toEqual(
      (await imageDecodingProblems(readContent(copy).rasterImages, copy)).map(labelledProblem),
    );
    expect(error.problems).toEqual([
      expect.stringMatching(
        `^Case studies › Illustration › Image file \\(English\\) — app/content/${file} → image.src: the picture in app/content/images/case-studies/cut.jpg cannot be read to its end`,
      ),
    ]);
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(copy, contentImagesCacheFolder))).toBe(false);
  });
});

/**
 * The property behind the content check's decoding: any bytes under an image's name are either
 * refused by the check, by their field, or encoded into every file the build plans. The bytes
 * are random, or a small image of each source format cut short, with bytes changed or a run
 * of them zeroed. The test's name holds the seed (fast-check also prints it on a failure, with
 * the shrunk case); `FC_SEED=<seed>` replays a run.
 */
describe("content check and image step agree", () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  const runs = 60;

  it(
    `refuses by name or encodes any bytes under an image's name (${runs} runs, seed ${seed})`,
    async () => {
      const picture = () =>
        sharp({
          create: {
            width: 240,
            height: 180,
            channels: 3,
            background: "#000",
            noise: { type: "gaussian", mean: 128, sigma: 40 },
          },
        });
      const samples = {
        jpg: await picture().jpeg().toBuffer(),
        png: await picture().png().toBuffer(),
        webp: await picture().webp().toBuffer(),
        avif: await picture().avif({ effort: 2 }).toBuffer(),
      };
      const extensions = ["jpg", "jpeg", "png", "webp", "avif"] as const;
      const damaged = fc
        .record({
          format: fc.constantFrom(...(Object.keys(samples) as (keyof typeof samples)[])),
          // Whole in half the runs, so that some damage is mild enough to decode.
          keptShare: fc.oneof(fc.constant(1), fc.double({ min: 0.05, max: 1, noNaN: true })),
          changes: fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), {
            maxLength: 4,
          }),
          zeroed: fc.option(fc.record({ at: fc.nat(), length: fc.integer({ min: 1, max: 512 }) }), {
            freq: 3,
          }),
        })
        .map(({ format, keptShare, changes, zeroed }) => {
          const sample = samples[format];
          const bytes = Buffer.from(sample.subarray(0, Math.ceil(sample.length * keptShare)));
          for (const { at, value } of changes) bytes[at % bytes.length] = value;
          if (zeroed) {
            const start = zeroed.at % bytes.length;
            bytes.fill(0, start, Math.min(start + zeroed.length, bytes.length));
          }
          return bytes;
        });
      const root = contentCopy();
      const folder = path.join(root, "app/content/images/team");
      mkdirSync(folder, { recursive: true });
      const field = "app/content/team-and-clients.yaml → team[1].photo";

      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { arbitrary: fc.uint8Array({ maxLength: 2048 }), weight: 1 },
            { arbitrary: damaged, weight: 3 },
          ),
          fc.constantFrom(...extensions),
          async (bytes, extension) => {
            const src = `/images/team/sample.${extension}`;
            writeFileSync(path.join(folder, `sample.${extension}`), bytes);
            const context = { root, problems: [], rasterImages: [] };
            readImage(src, field, context, "teamPhoto");
            const problems = [
              ...context.problems,
              ...(await imageDecodingProblems(context.rasterImages, root)),
            ];
            if (problems.length > 0) {
              for (const problem of problems) expect(problem.startsWith(`${field}: `)).toBe(true);
              return;
            }
            const { outputs } = planImage(`sample.${extension}`, bytes);
            for (const output of outputs) await encodeImageOutput(bytes, output);
          },
        ),
        { seed, numRuns: runs },
      );
    },
    encodeAllTimeoutMs,
  );
});
