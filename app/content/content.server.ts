import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parsePhoneNumberWithError } from "libphonenumber-js";
import { parseDocument } from "yaml";
import { z } from "zod";
import { iconNames, type IconName } from "../assets/icon-names.ts";
import { defaultLocale, localeIds, locales, localePrefix, type Locale } from "../i18n/locales.ts";
import { formatFigure, type Figure } from "../lib/figures.ts";
import {
  imagesPath,
  isInImagesFolder,
  isRasterImage,
  isShippedIllustration,
  isSvgImage,
} from "../lib/image-files.ts";
import { placeholdersOf } from "../lib/message.ts";
import {
  analyticsSchema,
  caseStudiesCopySchema,
  commonCopySchema,
  copySchema,
  e164Schema,
  homeCopySchema,
  notFoundCopySchema,
  privacyCopySchema,
  siteSchema,
  text,
  type AnalyticsContent,
  type Copy,
  type SiteContent,
} from "./schema.ts";

/**
 * Reads the site's content from the YAML files of `app/content/` (the files the owner edits),
 * checks every file against its zod schema and the files against each other, and gives the
 * pages' data: the site's facts with the values derived from them, and each locale's words
 * with their fact placeholders (`{siteName}`, `{annualCostSavings}`…) filled in and their
 * paths derived from app/i18n/locales.ts.
 *
 * Runs at build time only: in the prerender (app/i18n/page-data.server.ts), in the content
 * check before every build (tooling/build-steps/check-content.ts) and in the tests. The YAML parser, the
 * phone-number library and zod never reach the browser.
 */

/** The folder the owner edits, relative to the repository root. */
export const contentFolder = "app/content";

/**
 * The origin a build uses when `SITE_URL` is not set: fine for local builds and tests (the
 * build warns), refused by the deploy workflow.
 */
export const placeholderOrigin = "https://www.example.com";

/** A value the owner still has to replace before launch: the file and the field. */
export interface Placeholder {
  file: string;
  field: string;
}

/** One case study: its facts and, per locale, its words. */
export interface CaseStudy {
  /** The file name without `.yaml`; also the fragment of its card. */
  id: string;
  order: number;
  image: { src: string; widthPx: number; heightPx: number };
  results: { id: string; icon: IconName; figure: Figure }[];
  words: Record<Locale, CaseStudyWords>;
}

/** Everything the pages show, checked and ready. */
export interface Content {
  site: SiteContent;
  figures: z.output<typeof figuresSchema>;
  caseStudies: CaseStudy[];
  copies: Record<Locale, Copy>;
  /** The site's analytics settings, before the build's `ANALYTICS_*` overrides. */
  analytics: AnalyticsContent;
  placeholders: Placeholder[];
}

/** Thrown when content is invalid: `problems` lists every one, each naming its file and field. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid content:\n${problems.join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** The names of a file's fields still holding placeholders. */
const placeholdersSchema = z.array(z.string()).optional();

const iconSchema = z.enum(iconNames, {
  error: (issue) => `unknown icon "${String(issue.input)}": use one of ${iconNames.join(", ")}`,
});

const figureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("count"),
      value: z.number().nonnegative(),
      orMore: z.boolean().optional(),
    }),
    z.object({ kind: z.literal("percent"), value: z.number() }),
    z.object({ kind: z.literal("usd"), value: z.number().nonnegative() }),
    z.object({ kind: z.literal("months"), value: z.number().positive() }),
    z.object({ kind: z.literal("notYet") }),
  ],
  { error: "must have a kind: count, percent, usd, months or notYet" },
);

/** Why an image file is refused for its format. */
const rasterOnly =
  "must be a PNG, JPEG, WebP or AVIF image (.png, .jpg, .jpeg, .webp, .avif): an SVG file can carry script, so uploads are raster images only";

const id = z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be a camelCase id such as wasteReduction");

// `phone` is replaced in place (the file keeps its fields in the schema's order).
const siteFileSchema = siteSchema.omit({ url: true }).extend({
  phone: z.object({ e164: e164Schema }),
  // An empty domain may also be left out (the editor leaves out an empty optional field).
  analytics: analyticsSchema.extend({ domain: analyticsSchema.shape.domain.default("") }),
  placeholders: placeholdersSchema,
});

const figuresSchema = z.object({
  heroStats: z.array(z.object({ id, figure: figureSchema })).min(1),
  trackRecord: z.array(z.object({ id, figure: figureSchema })).min(1),
  services: z.array(z.object({ id, icon: iconSchema })).min(1),
  values: z.array(z.object({ id, icon: iconSchema })).min(1),
});

const caseStudyWordsSchema = caseStudiesCopySchema.shape.caseStudies.valueType.extend({
  resultLabels: z.array(text).min(1, "must name at least one result"),
});
type CaseStudyWords = z.output<typeof caseStudyWordsSchema>;

/**
 * A case study in the default locale's folder: its facts (order, image, results), once for
 * every locale, and its words in the default locale.
 */
const caseStudyBaseSchema = z.strictObject({
  ...caseStudyWordsSchema.shape,
  order: z.number().int().positive().optional(),
  image: z.object({
    src: z
      .string()
      .refine(isInImagesFolder, {
        error: `must be a file under ${imagesPath} (public${imagesPath} in the repository), written as a path without . or .. segments, such as ${imagesPath}case-studies/logistics.png`,
        abort: true,
      })
      .refine((src) => isRasterImage(src) || isSvgImage(src), {
        error: rasterOnly,
      }),
    widthPx: z.number().int().positive(),
    heightPx: z.number().int().positive(),
  }),
  results: z.array(z.object({ id, icon: iconSchema, figure: figureSchema })).min(1),
  placeholders: placeholdersSchema,
});
/**
 * The same case study in another locale's folder: its words only. The editor also writes the
 * study's `order` there; the default locale's file is the one read.
 */
const caseStudyWordsFileSchema = z.strictObject({
  ...caseStudyWordsSchema.shape,
  order: caseStudyBaseSchema.shape.order,
  placeholders: placeholdersSchema,
});

/**
 * Why a case study's file may not have `key` (its schemas refuse unknown keys): another
 * locale's words, which have a file of their own; a fact outside the default locale's file,
 * where it would do nothing; or a field no case study has.
 */
function strayKey(key: string): string {
  if ((localeIds as string[]).includes(key)) {
    return `${locales[key as Locale].name} words go in the file of the same name in ${contentFolder}/${key}/case-studies/`;
  }
  if (Object.hasOwn(caseStudyBaseSchema.shape, key)) {
    return `only the ${locales[defaultLocale].name} file of a case study (${defaultLocale}/case-studies/) holds it, once for every language: delete it here`;
  }
  return `is not a field of a case study (${Object.keys(caseStudyBaseSchema.shape).join(", ")}): check its spelling, or delete it`;
}

const linkLabels = { links: z.array(text).length(3), getStarted: text, caseStudies: text };
const commonFileSchema = commonCopySchema.extend({
  navigation: commonCopySchema.shape.navigation.extend(linkLabels),
  placeholders: placeholdersSchema,
});
/** A page's head in its file; lengths are checked once the placeholders are filled in. */
const metaFileSchema = z.object({
  title: text,
  description: text,
  image: z.object({ alt: text, headline: text }),
});
const homeFileSchema = homeCopySchema.extend({
  meta: metaFileSchema,
  placeholders: placeholdersSchema,
});
const caseStudiesFileSchema = caseStudiesCopySchema
  .omit({ caseStudies: true, resultLabels: true })
  .extend({
    meta: metaFileSchema,
    cta: caseStudiesCopySchema.shape.cta.omit({ to: true }),
    placeholders: placeholdersSchema,
  });
const notFoundFileSchema = notFoundCopySchema.extend({
  meta: metaFileSchema,
  placeholders: placeholdersSchema,
});
const privacyFileSchema = privacyCopySchema.extend({
  meta: metaFileSchema,
  placeholders: placeholdersSchema,
});

/**
 * The schema of each kind of content file, as the files hold them (before placeholders are
 * filled in and paths derived): the editor's configuration is generated from these
 * (app/content/editor-config.ts), so the editor and the content check ask for the same fields.
 * A case study has a file of the same name in each locale's `case-studies/` folder: `caseStudy`
 * in the default locale's (facts and words), `caseStudyWords` in every other locale's (words).
 */
export const contentFileSchemas = {
  site: siteFileSchema,
  figures: figuresSchema,
  caseStudy: caseStudyBaseSchema,
  caseStudyWords: caseStudyWordsFileSchema,
  parts: {
    common: commonFileSchema,
    home: homeFileSchema,
    "case-studies": caseStudiesFileSchema,
    "not-found": notFoundFileSchema,
    privacy: privacyFileSchema,
  },
};

/** The placeholders of the interface's own templates (checked field by field by the schemas). */
const templateNames = new Set([
  "days",
  "opens",
  "closes",
  "zone",
  "first",
  "last",
  "at",
  "day",
  "hotkey",
]);

/** `hero.badge`, `about.paragraphs[2]`: a field as the owner finds it in the file. */
function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) =>
      typeof key === "number" ? `[${key + 1}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/**
 * Reads and checks the content files, and gives the pages' content.
 *
 * @param root - the repository root the files are under (`app/content/`, and the case
 *   studies' images under `public/`); the current directory by default, where npm scripts, the
 *   build and the tests run.
 * @returns the site's facts (with `url` from `SITE_URL` and the displayed phone number),
 *   the figures, the case studies in display order, each locale's words with placeholders
 *   filled in and paths derived, and the placeholder values still to replace.
 * @throws ContentError listing every problem, each as `app/content/<file> → <field>: <rule>`.
 */
export function readContent(root = process.cwd()): Content {
  const problems: string[] = [];
  const folder = path.join(root, contentFolder);
  const shown = (file: string) => `${contentFolder}/${file}`;

  function load<S extends z.ZodType>(file: string, schema: S): z.output<S> | undefined {
    let source: string;
    try {
      source = readFileSync(path.join(folder, file), "utf8");
    } catch {
      problems.push(`${shown(file)}: file is missing`);
      return undefined;
    }
    const document = parseDocument(source, { prettyErrors: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) problems.push(`${shown(file)}: ${error.message}`);
      problems.push(
        `${shown(file)}: if a text there contains ": " or " #", or starts with a quote, put it in single quotes: 'like: this'`,
      );
      return undefined;
    }
    let data: unknown;
    try {
      // The yaml library refuses a document whose aliases would expand past its limit (an
      // alias bomb, "billion laughs") with an error of its own.
      data = document.toJS();
    } catch (error) {
      problems.push(`${shown(file)}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    // A `placeholders:` line left with no names under it, once the last one was replaced.
    if (data && typeof data === "object" && "placeholders" in data && data.placeholders === null) {
      delete data.placeholders;
    }
    const result = schema.safeParse(data, {
      error: (issue) =>
        issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        if (issue.code === "unrecognized_keys") {
          for (const key of issue.keys) {
            problems.push(`${shown(file)} → ${fieldName([...issue.path, key])}: ${strayKey(key)}`);
          }
          continue;
        }
        const field = fieldName(issue.path);
        problems.push(`${shown(file)} → ${field || "(whole file)"}: ${issue.message}`);
      }
      return undefined;
    }
    return result.data;
  }

  const placeholders: Placeholder[] = [];
  function collectPlaceholders(file: string, data: Record<string, unknown> | undefined) {
    for (const field of (data?.placeholders as string[] | undefined) ?? []) {
      const value = field
        .split(".")
        .reduce<unknown>(
          (node, key) =>
            node && typeof node === "object" && Object.hasOwn(node, key)
              ? (node as Record<string, unknown>)[key]
              : undefined,
          data,
        );
      if (value === undefined) {
        problems.push(
          `${shown(file)} → placeholders: "${field}" is not a field of this file (remove it from the list)`,
        );
      } else placeholders.push({ file: shown(file), field });
    }
  }

  const siteFile = load("site.yaml", siteFileSchema);
  collectPlaceholders("site.yaml", siteFile);
  const figures = load("figures.yaml", figuresSchema);

  // A case study is a file name found in the default locale's folder; every other locale's
  // folder has a file of the same name with its words.
  const studyFile = (locale: Locale, file: string) => `${locale}/case-studies/${file}`;
  const studyFolder = (locale: Locale) => {
    try {
      return readdirSync(path.join(folder, locale, "case-studies")).filter((file) =>
        file.endsWith(".yaml"),
      );
    } catch {
      problems.push(`${shown(`${locale}/case-studies/`)}: folder is missing`);
      return [];
    }
  };
  const caseStudyFiles = studyFolder(defaultLocale).sort();
  for (const locale of localeIds.filter((locale) => locale !== defaultLocale)) {
    for (const file of studyFolder(locale)) {
      if (!caseStudyFiles.includes(file)) {
        problems.push(
          `${shown(studyFile(locale, file))}: no case study has this name (its facts and ${locales[defaultLocale].name} words are in ${shown(studyFile(defaultLocale, "<name>.yaml"))}); rename or delete it`,
        );
      }
    }
  }
  const caseStudies: CaseStudy[] = [];
  for (const file of caseStudyFiles) {
    const studyId = file.slice(0, -".yaml".length);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(studyId)) {
      problems.push(
        `${shown(studyFile(defaultLocale, file))}: the file name must be lowercase words joined by hyphens, such as retail-chain-optimization.yaml`,
      );
      continue;
    }
    const data = load(studyFile(defaultLocale, file), caseStudyBaseSchema);
    collectPlaceholders(studyFile(defaultLocale, file), data);
    const words: Partial<Record<Locale, CaseStudyWords>> = { [defaultLocale]: data };
    for (const locale of localeIds.filter((locale) => locale !== defaultLocale)) {
      words[locale] = load(studyFile(locale, file), caseStudyWordsFileSchema);
      collectPlaceholders(studyFile(locale, file), words[locale]);
    }
    if (!data) continue;
    // The schema keeps the path inside public/images/, so these look at no file outside it.
    const image = path.join(root, "public", data.image.src);
    if (!existsSync(image)) {
      problems.push(
        `${shown(studyFile(defaultLocale, file))} → image.src: there is no file public${data.image.src}; add the image there or fix the path`,
      );
    } else if (isSvgImage(data.image.src) && !isShippedIllustration(readFileSync(image, "utf8"))) {
      problems.push(
        `${shown(studyFile(defaultLocale, file))} → image.src: ${rasterOnly}; the only SVG files taken are the site's own illustrations, unchanged`,
      );
    }
    for (const locale of localeIds) {
      const labels = words[locale]?.resultLabels;
      if (labels && labels.length !== data.results.length) {
        problems.push(
          `${shown(studyFile(locale, file))} → resultLabels: must have one label per result (${data.results.length}), in the same order`,
        );
      }
    }
    if (localeIds.some((locale) => !words[locale])) continue;
    caseStudies.push({
      id: studyId,
      order: data.order ?? Number.MAX_SAFE_INTEGER,
      image: data.image,
      results: data.results,
      words: words as Record<Locale, CaseStudyWords>,
    });
  }
  caseStudies.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  if (caseStudyFiles.length === 0) {
    problems.push(`${shown(`${defaultLocale}/case-studies/`)}: has no case study`);
  }

  const fileCopies = Object.fromEntries(
    localeIds.map((locale) => {
      const part = <S extends z.ZodType>(file: string, schema: S) => {
        const data = load(`${locale}/${file}`, schema);
        collectPlaceholders(`${locale}/${file}`, data as Record<string, unknown> | undefined);
        return data;
      };
      return [
        locale,
        {
          common: part("common.yaml", commonFileSchema),
          home: part("home.yaml", homeFileSchema),
          caseStudies: part("case-studies.yaml", caseStudiesFileSchema),
          notFound: part("not-found.yaml", notFoundFileSchema),
          privacy: part("privacy.yaml", privacyFileSchema),
        },
      ];
    }),
  );

  if (!siteFile || !figures || problems.length > 0) throw new ContentError(problems);

  // Ids of the figures must match the ids the home page's words are keyed by.
  for (const locale of localeIds) {
    const home = fileCopies[locale]?.home;
    if (!home) continue;
    const keyed: [string, Record<string, unknown>, { id: string }[], string][] = [
      ["heroStats", home.heroStats, figures.heroStats, "heroStats"],
      ["services.items", home.services.items, figures.services, "services"],
      ["values", home.values, figures.values, "values"],
      ["trackRecord.labels", home.trackRecord.labels, figures.trackRecord, "trackRecord"],
    ];
    for (const [field, record, list, listName] of keyed) {
      const ids = list.map((item) => item.id);
      const missing = ids.filter((key) => !Object.hasOwn(record, key));
      const unknown = Object.keys(record).filter((key) => !ids.includes(key));
      if (missing.length > 0 || unknown.length > 0) {
        problems.push(
          `${shown(`${locale}/home.yaml`)} → ${field}: must have one entry for each id of ${listName} in ${shown("figures.yaml")}${
            missing.length > 0 ? `; missing: ${missing.join(", ")}` : ""
          }${unknown.length > 0 ? `; not in figures.yaml: ${unknown.join(", ")}` : ""}`,
        );
      }
    }
  }

  const phone = parsePhoneNumberWithError(siteFile.phone.e164);
  // The placeholders and analytics settings are for the build only: they do not reach the pages.
  const { analytics, ...siteFacts } = siteFileSchema.omit({ placeholders: true }).parse(siteFile);
  const site: SiteContent = {
    ...siteFacts,
    url: process.env.SITE_URL || placeholderOrigin,
    phone: { e164: siteFile.phone.e164, display: phone.formatInternational() },
  };
  const urlCheck = siteSchema.shape.url.safeParse(site.url);
  if (!urlCheck.success) {
    problems.push(`SITE_URL (${site.url}): ${urlCheck.error.issues[0]?.message ?? "invalid"}`);
  }
  if (!phone.isPossible()) {
    problems.push(
      `${shown("site.yaml")} → phone.e164: is not a possible phone number for its country`,
    );
  }

  const figureIds = [
    ...figures.heroStats,
    ...figures.trackRecord,
    ...caseStudies.flatMap((study) => study.results),
  ].map((figure) => figure.id);
  const duplicate = figureIds.find((figureId, index) => figureIds.indexOf(figureId) !== index);
  if (duplicate) {
    problems.push(
      `${shown("figures.yaml")} and ${shown(`${defaultLocale}/case-studies/`)}: the id "${duplicate}" is used twice; each figure and result needs its own id`,
    );
  }

  const copies = {} as Record<Locale, Copy>;
  for (const locale of localeIds) {
    const { common, home, caseStudies: page, notFound, privacy } = fileCopies[locale] ?? {};
    if (!common || !home || !page || !notFound || !privacy) continue;
    const style = locales[locale];
    const write = (figure: Figure) => formatFigure(figure, style, common.figures.notYet);
    const facts: Record<string, string> = {
      siteName: site.name,
      foundingYear: String(site.foundingYear),
      consultationMinutes: new Intl.NumberFormat(style.lang).format(
        site.consultation.lengthMinutes,
      ),
      caseStudyCount: new Intl.NumberFormat(style.lang).format(caseStudies.length),
      ...Object.fromEntries(
        [
          ...figures.heroStats,
          ...figures.trackRecord,
          ...caseStudies.flatMap((study) => study.results),
        ].map((figure) => [figure.id, write(figure.figure)]),
      ),
    };
    const fill = <T>(file: string, value: T, field = ""): T => {
      if (typeof value === "string") {
        const unknown = placeholdersOf(value).filter(
          (name) => !Object.hasOwn(facts, name) && !templateNames.has(name),
        );
        if (unknown.length > 0) {
          problems.push(
            `${shown(file)} → ${field}: unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}; a text may use ${Object.keys(
              facts,
            )
              .map((name) => `{${name}}`)
              .join(", ")}`,
          );
        }
        return value.replace(/\{(\w+)\}/g, (match, name: string) =>
          Object.hasOwn(facts, name) ? (facts[name] ?? match) : match,
        ) as T;
      }
      if (Array.isArray(value)) {
        return value.map((item, index) => fill(file, item, `${field}[${index + 1}]`)) as T;
      }
      if (value && typeof value === "object") {
        return Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== "placeholders")
            .map(([key, item]) => [key, fill(file, item, field ? `${field}.${key}` : key)]),
        ) as T;
      }
      return value;
    };

    const prefix = localePrefix(locale);
    const { sectionIds } = common.navigation;
    const sectionPath = (section: string) =>
      prefix === "" ? `/#${section}` : `${prefix}#${section}`;
    const ogImage = (slug: string) =>
      `/og/${locale === defaultLocale ? "" : `${locale}/`}${slug}.png`;
    const caseStudiesSlug = style.paths.caseStudies.split("/").at(-1) ?? "case-studies";
    const filledCommon = fill(`${locale}/common.yaml`, common);
    // The schema makes sure there are exactly three labels.
    const [servicesLabel = "", aboutLabel = "", contactLabel = ""] = filledCommon.navigation.links;
    const filledHome = fill(`${locale}/home.yaml`, home);
    const filledPage = fill(`${locale}/case-studies.yaml`, page);
    const filledNotFound = fill(`${locale}/not-found.yaml`, notFound);
    const filledPrivacy = fill(`${locale}/privacy.yaml`, privacy);
    const studyWords = caseStudies.map((study) => ({
      study,
      words: fill(studyFile(locale, `${study.id}.yaml`), study.words[locale]),
    }));
    const copy = {
      common: {
        ...filledCommon,
        navigation: {
          ...filledCommon.navigation,
          links: [
            { label: servicesLabel, to: sectionPath(sectionIds.services) },
            { label: aboutLabel, to: sectionPath(sectionIds.about) },
            { label: contactLabel, to: sectionPath(sectionIds.contact) },
          ],
          getStarted: {
            label: filledCommon.navigation.getStarted,
            to: sectionPath(sectionIds.contact),
          },
          caseStudies: { label: filledCommon.navigation.caseStudies, to: style.paths.caseStudies },
        },
      },
      home: {
        ...filledHome,
        meta: { ...filledHome.meta, image: { ...filledHome.meta.image, path: ogImage("home") } },
      },
      caseStudies: {
        ...filledPage,
        meta: {
          ...filledPage.meta,
          image: { ...filledPage.meta.image, path: ogImage(caseStudiesSlug) },
        },
        cta: { ...filledPage.cta, to: sectionPath(sectionIds.contact) },
        caseStudies: Object.fromEntries(
          studyWords.map(({ study, words: { resultLabels: _labels, ...words } }) => [
            study.id,
            {
              title: words.title,
              client: words.client,
              industry: words.industry,
              description: words.description,
              tags: words.tags,
              imageAlt: words.imageAlt,
            },
          ]),
        ),
        resultLabels: Object.fromEntries(
          studyWords.flatMap(({ study, words }) =>
            study.results.map((result, index) => [result.id, words.resultLabels[index] ?? ""]),
          ),
        ),
      },
      notFound: {
        ...filledNotFound,
        meta: {
          ...filledNotFound.meta,
          image: { ...filledNotFound.meta.image, path: ogImage("home") },
        },
      },
      privacy: {
        ...filledPrivacy,
        meta: {
          ...filledPrivacy.meta,
          image: { ...filledPrivacy.meta.image, path: ogImage("home") },
        },
      },
    };
    // The filled texts must still fit (titles and descriptions have length limits).
    const checked = copySchema.safeParse(copy);
    if (!checked.success) {
      const files: Record<string, string> = {
        common: "common.yaml",
        home: "home.yaml",
        caseStudies: "case-studies.yaml",
        notFound: "not-found.yaml",
        privacy: "privacy.yaml",
      };
      for (const issue of checked.error.issues) {
        const [part, ...rest] = issue.path;
        problems.push(
          `${shown(`${locale}/${files[String(part)]}`)} → ${fieldName(rest)}: ${issue.message} (with its placeholders filled in)`,
        );
      }
    }
    copies[locale] = copy;
  }

  if (problems.length > 0) throw new ContentError(problems);
  return { site, figures, caseStudies, copies, analytics, placeholders };
}
