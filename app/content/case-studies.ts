import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultLocale, localeIds, locales, type Locale } from "../i18n/locales.ts";
import type { ResponsiveImage } from "./content-images.ts";
import { figureSchema, iconSchema, idSchema } from "./figure-schemas.ts";
import { confirmedSchema } from "./launch-readiness.ts";
import { imageSlots } from "./image-slots.ts";
import { contentImageSrcSchema, readImage } from "./read-image.ts";
import { contentFolder, readContentFile, shown, type ReadContext } from "./read-file.ts";
import { text } from "./schema.ts";

/**
 * The case studies collection: a file of the same name in each locale's `case-studies/`
 * folder, the default locale's holding the study's facts (order, image, results) and its
 * words, every other locale's its words only (docs/decisions/044-case-study-file-per-locale.md).
 */

/** A case study's words in one locale. */
export const caseStudyWordsSchema = z.object({
  title: text.meta({
    title: "Title",
    description: "The card's heading. The English title also names the file of a new case study.",
  }),
  client: text.meta({ title: "Client", description: "Who the client is, without their name." }),
  industry: text.meta({ title: "Industry", description: "The small label above the title." }),
  description: text.meta({
    title: "Description",
    description: "The problem and what was done, in two or three sentences.",
    widget: "text",
  }),
  tags: z
    .array(text.meta({ title: "Tag" }))
    .min(1, "must list at least one tag")
    .meta({
      title: "Tags",
      description: "Technologies and methods, one per line, shown under the description.",
      simpleList: true,
    }),
  imageAlt: text.meta({
    title: "Image description (alt text)",
    description:
      "What the illustration shows, for people who cannot see it. Required in every language.",
  }),
  /** One label per result, in the results' order. */
  resultLabels: z
    .array(text.meta({ title: "Result label" }))
    .min(1, "must name at least one result")
    .meta({
      title: "Result labels",
      description: "One per line: the name of each result below, in the same order.",
      simpleList: true,
    }),
});

/** A case study's words in one locale, placeholders filled in. */
export type CaseStudyWords = z.output<typeof caseStudyWordsSchema>;

/** A case study's file in the default locale's folder: its facts and its words. */
export const caseStudyFileSchema = z
  .strictObject({
    ...caseStudyWordsSchema.shape,
    order: z.number().int().positive().optional(),
    image: z
      .object({
        src: contentImageSrcSchema.meta({
          title: "Image file",
          description: `A PNG, JPEG, WebP or AVIF picture at least ${imageSlots.caseStudy.widestPx} pixels wide, uploaded to app/content/images/case-studies/ (kept as WebP, at most 2400 pixels); the site makes the smaller copies phones get. Any other file, SVG included, is refused (an SVG can carry script); the illustrations the site ships stay.`,
          widget: "image",
        }),
      })
      .meta({ title: "Illustration", description: "The picture at the top of the card." }),
    results: z
      .array(
        z.object({
          id: idSchema.meta({
            title: "Id",
            description:
              "A name for the figure, unique on the site, in camelCase such as onTimeDeliveries. Texts may quote it as {onTimeDeliveries}.",
          }),
          icon: iconSchema.meta({ title: "Icon", description: "The picture beside the figure." }),
          figure: figureSchema({
            kind: "count: a number; percent: a percentage; usd: US dollars; months: a duration; notYet: not reached yet.",
            value: "The number: 35 for 35 %, 2400000 for US$ 2.4 million.",
          }),
        }),
      )
      .min(1)
      .meta({
        title: "Results",
        description: "The figures on the card; each needs a label per language in Result labels.",
      }),
    confirmed: confirmedSchema("caseStudy"),
  })
  .meta({ title: "Case studies" });

/**
 * The same case study in another locale's folder: its words only. The editor also writes the
 * study's `order` there; the default locale's file is the one read.
 */
export const caseStudyWordsFileSchema = z
  .strictObject({
    ...caseStudyWordsSchema.shape,
    order: caseStudyFileSchema.shape.order,
    confirmed: caseStudyFileSchema.shape.confirmed,
  })
  .meta({ title: "Case studies" });

/** One case study: its facts and, per locale, its words. */
export interface CaseStudy {
  /** The file name without `.yaml`; also the fragment of its card. */
  id: string;
  order: number;
  /** Its image as the page shows it: sizes read from the file, hashed files at several widths. */
  image: ResponsiveImage;
  /** The image's source file, relative to the repository (`app/content/images/…`), for the build. */
  imageFile: string;
  results: z.output<typeof caseStudyFileSchema>["results"];
  words: Record<Locale, CaseStudyWords>;
}

/**
 * Why a case study's file may not have `key` (its schemas refuse unknown keys): another
 * locale's words, which have a file of their own; a fact outside the default locale's file,
 * where it would do nothing; or a field no case study has.
 */
function strayKey(key: string): string {
  if ((localeIds as string[]).includes(key)) {
    return `${locales[key as Locale].name} words go in the file of the same name in ${contentFolder}/${key}/case-studies/`;
  }
  if (Object.hasOwn(caseStudyFileSchema.shape, key)) {
    return `only the ${locales[defaultLocale].name} file of a case study (${defaultLocale}/case-studies/) holds it, once for every language: delete it here`;
  }
  return `is not a field of a case study (${Object.keys(caseStudyFileSchema.shape).join(", ")}): check its spelling, or delete it`;
}

const studyFile = (locale: Locale, file: string) => `${locale}/case-studies/${file}`;

/** The `.yaml` files of a locale's `case-studies/` folder, or none (reported) without one. */
function studyFiles(locale: Locale, { root, problems }: ReadContext): string[] {
  try {
    return readdirSync(path.join(root, contentFolder, locale, "case-studies"))
      .filter((file) => file.endsWith(".yaml"))
      .sort();
  } catch {
    problems.push(`${shown(`${locale}/case-studies/`)}: folder is missing`);
    return [];
  }
}

/**
 * Reads and checks one case study's files in every locale.
 *
 * @returns the study (words not yet filled in), or `undefined` when a file has a problem.
 */
function readCaseStudy(file: string, context: ReadContext): CaseStudy | undefined {
  const id = file.slice(0, -".yaml".length);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    context.problems.push(
      `${shown(studyFile(defaultLocale, file))}: the file name must be lowercase words joined by hyphens, such as retail-chain-optimization.yaml`,
    );
    return undefined;
  }
  const words: Partial<Record<Locale, CaseStudyWords>> = {};
  const facts = readContentFile(
    studyFile(defaultLocale, file),
    caseStudyFileSchema,
    context,
    strayKey,
  );
  for (const locale of localeIds) {
    const data =
      locale === defaultLocale
        ? facts
        : readContentFile(studyFile(locale, file), caseStudyWordsFileSchema, context, strayKey);
    words[locale] = data;
    if (facts && data && data.resultLabels.length !== facts.results.length) {
      context.problems.push(
        `${shown(studyFile(locale, file))} → resultLabels: must have one label per result (${facts.results.length}), in the same order`,
      );
    }
  }
  if (!facts) return undefined;
  const image = readImage(
    facts.image.src,
    `${shown(studyFile(defaultLocale, file))} → image.src`,
    context,
    "caseStudy",
  );
  if (!image || localeIds.some((locale) => !words[locale])) return undefined;
  return {
    id,
    order: facts.order ?? Number.MAX_SAFE_INTEGER,
    image,
    imageFile: `${contentFolder}${facts.image.src}`,
    results: facts.results,
    words: words as Record<Locale, CaseStudyWords>,
  };
}

/**
 * Reads the case studies collection: every study named by a file in the default locale's
 * folder, with a file of the same name in every other locale's.
 *
 * @param context - the repository root (the images are under its `app/content/images/`) and the problem
 *   list, which this appends to (a file no study matches, a study's problems, no study).
 * @returns the studies in display order (`order`, then file name).
 */
export function readCaseStudies(context: ReadContext): CaseStudy[] {
  const files = studyFiles(defaultLocale, context);
  for (const locale of localeIds.filter((locale) => locale !== defaultLocale)) {
    for (const file of studyFiles(locale, context).filter((name) => !files.includes(name))) {
      context.problems.push(
        `${shown(studyFile(locale, file))}: no case study has this name (its facts and ${locales[defaultLocale].name} words are in ${shown(studyFile(defaultLocale, "<name>.yaml"))}); rename or delete it`,
      );
    }
  }
  if (files.length === 0) {
    context.problems.push(`${shown(`${defaultLocale}/case-studies/`)}: has no case study`);
  }
  return files
    .map((file) => readCaseStudy(file, context))
    .filter((study) => study !== undefined)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
