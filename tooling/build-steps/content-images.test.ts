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
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { publishedArticles } from "../../app/content/articles.ts";
import { planImage, previewOfImage } from "../../app/content/content-images.ts";
import { contentRoot, readContent } from "../../app/content/content.server.ts";
import { defaultLocale, localeIds } from "../../app/i18n/locales.ts";
import {
  contentImageFile,
  contentImageSources,
  contentImagesCacheFolder,
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
            "author: Test",
            `draft: ${name === "draft-cover"}`,
            "cover:",
            `  src: /images/articles/${name}.jpg`,
            "  alt: A green rectangle",
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
