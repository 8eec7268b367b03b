import { notFoundPage, pages, type PageRegistry } from "../pages/registry.ts";
import { caseStudyFileSchema, caseStudyWordsFileSchema } from "./case-studies.ts";
import { commonFileSchema } from "./common-words.ts";
import { figuresSchema } from "./figure-schemas.ts";
import { confirmedSchema, confirmedShape } from "./launch-readiness.ts";
import { siteFileSchema } from "./site-facts.ts";
import { teamAndClientsFileSchema } from "./team-and-clients.ts";

/**
 * The schema of each kind of content file, as the files hold them: what the content check
 * reads them with (app/content/content.server.ts), what the editor's configuration is
 * generated from (app/content/editor-config.ts), and what names a field by its editor labels
 * (app/content/field-labels.ts).
 */

/**
 * The words files of each locale's folder, by the key of the words in a locale's copy: the
 * common words, the Not-found page's, then each page's of a registry. `label` is the file's
 * name in the editor's "Page words" list.
 */
export function wordsFilesOf(registry: PageRegistry) {
  return {
    common: {
      file: "common.yaml",
      words: commonFileSchema,
      label: "On every page (header, menu, footer)",
    },
    notFound: notFoundPage,
    ...registry,
  };
}

/**
 * Each words file of a locale's folder, in the editor's order, with the schema it is checked
 * against: `name` is the file name without `.yaml` (`case-studies`), also the editor's name.
 *
 * @param registry - the pages (app/pages/registry.ts, or a test's copy with a page added).
 */
export function localeWordsFiles(registry: PageRegistry = pages) {
  return Object.values(wordsFilesOf(registry)).map(({ file, words, label }) => ({
    name: file.slice(0, -".yaml".length),
    file,
    label,
    schema: words.extend(confirmedShape(file.slice(0, -".yaml".length))),
  }));
}

/** app/content/figures.yaml as the file holds it: the figures and what the owner confirmed. */
export const figuresFileSchema = figuresSchema
  .extend({ confirmed: confirmedSchema("figures") })
  .meta({ title: "Figures (all languages)" });

/**
 * The schema of each kind of content file, as the files hold them: the editor's configuration
 * is generated from these, so the editor and the content check ask for the same fields.
 */
export const contentFileSchemas = {
  site: siteFileSchema,
  figures: figuresFileSchema,
  teamAndClients: teamAndClientsFileSchema,
  caseStudy: caseStudyFileSchema,
  caseStudyWords: caseStudyWordsFileSchema,
  /** Each words file of a locale's folder ({@link localeWordsFiles}). */
  parts: localeWordsFiles(),
};
