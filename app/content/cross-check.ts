import { defaultLocale, type Locale } from "../i18n/locales.ts";
import type { ArticleSource } from "./articles.ts";
import type { CaseStudy } from "./case-studies.ts";
import type { Figures } from "./figure-schemas.ts";
import { shown } from "./read-file.ts";
import {
  teamAndClientsFile,
  type TeamAndClients,
  type TeamMember,
  type TestimonialFacts,
} from "./team-and-clients.ts";

/**
 * Checks that need two files at once: the ids of app/content/figures.yaml and
 * app/content/team-and-clients.yaml against the words each locale keys by them, the figures'
 * and results' ids against each other (each a problem that refuses the content), and the
 * case studies testimonials and articles name and the team members articles name as their
 * authors (each one the content does not have left out, with a warning: docs/decisions/073-deleting-never-stops-a-publish.md).
 */

/** A locale's home page words, as far as they are keyed by the ids of figures.yaml. */
export interface KeyedHomeWords {
  heroStats: Record<string, unknown>;
  services: { items: Record<string, unknown> };
  values: Record<string, unknown>;
  trackRecord: { labels: Record<string, unknown> };
}

/**
 * Problems of a locale's home page words whose records do not have exactly one entry per id
 * of the matching list of figures.yaml (a missing entry would leave a card without words; an
 * extra one would never show).
 */
export function homeWordsAgainstFigures(
  locale: Locale,
  home: KeyedHomeWords,
  figures: Figures,
): string[] {
  const keyed: [field: string, record: Record<string, unknown>, list: keyof Figures][] = [
    ["heroStats", home.heroStats, "heroStats"],
    ["services.items", home.services.items, "services"],
    ["values", home.values, "values"],
    ["trackRecord.labels", home.trackRecord.labels, "trackRecord"],
  ];
  return keyed.flatMap(([field, record, list]) => {
    const ids = figures[list].map((item) => item.id);
    const missing = ids.filter((id) => !Object.hasOwn(record, id));
    const unknown = Object.keys(record).filter((key) => !ids.includes(key));
    if (missing.length === 0 && unknown.length === 0) return [];
    return [
      `${shown(`${locale}/home.yaml`)} → ${field}: must have one entry for each id of ${list} in ${shown("figures.yaml")}${
        missing.length > 0 ? `; missing: ${missing.join(", ")}` : ""
      }${unknown.length > 0 ? `; not in figures.yaml: ${unknown.join(", ")}` : ""}`,
    ];
  });
}

/**
 * A problem when two figures or results share an id: each id is also a placeholder name, so
 * it must name one figure.
 */
export function duplicateFigureIds(figures: Figures, caseStudies: CaseStudy[]): string[] {
  const ids = [
    ...figures.heroStats,
    ...figures.trackRecord,
    ...caseStudies.flatMap((study) => study.results),
  ].map((figure) => figure.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  return duplicate
    ? [
        `${shown("figures.yaml")} and ${shown(`${defaultLocale}/case-studies/`)}: the id "${duplicate}" is used twice; each figure and result needs its own id`,
      ]
    : [];
}

/** A locale's home page words, as far as they are keyed by the ids of team-and-clients.yaml. */
export interface ProofWords {
  team: { members?: { id: string }[] };
  testimonials: { quotes?: { id: string }[] };
}

/**
 * Problems of a locale's home page words whose lists of team members and testimonial quotes
 * do not have exactly one entry per id of the matching list of team-and-clients.yaml: a
 * person or a quote without words in a language could not be shown in it, and words without
 * a person would never show.
 *
 * @returns one message per list at fault, naming the locale's file, the field, and the ids
 *   missing, unknown or given twice.
 */
export function homeWordsAgainstTeamAndClients(
  locale: Locale,
  home: ProofWords,
  facts: Pick<TeamAndClients, "team" | "testimonials">,
): string[] {
  const listed: [field: string, entries: { id: string }[], list: "team" | "testimonials"][] = [
    ["team.members", home.team.members ?? [], "team"],
    ["testimonials.quotes", home.testimonials.quotes ?? [], "testimonials"],
  ];
  return listed.flatMap(([field, entries, list]) => {
    const ids = facts[list].map((item) => item.id);
    const given = entries.map((entry) => entry.id);
    const missing = ids.filter((id) => !given.includes(id));
    const unknown = given.filter((id) => !ids.includes(id));
    const twice = given.filter((id, index) => given.indexOf(id) !== index);
    if (missing.length + unknown.length + twice.length === 0) return [];
    return [
      `${shown(`${locale}/home.yaml`)} → ${field}: must have one entry for each id of ${list} in ${shown(teamAndClientsFile)}${
        missing.length > 0 ? `; missing: ${missing.join(", ")}` : ""
      }${unknown.length > 0 ? `; not in ${teamAndClientsFile}: ${unknown.join(", ")}` : ""}${
        twice.length > 0 ? `; given twice: ${twice.join(", ")}` : ""
      }`,
    ];
  });
}

/**
 * What a cross-check of references leaves: the entries with every reference to something the
 * content does not have left out, and a warning for each reference left out.
 */
export interface CheckedReferences<T> {
  entries: T;
  /** One per reference left out: `app/content/<file> → <field>: names …; what to do`. */
  warnings: string[];
}

/**
 * The warning for a case study named at `where` that the content does not have: it was
 * deleted (the editor deletes its file in every language) or its id was typed wrong by hand.
 */
function missingCaseStudy(where: string, id: string, ids: readonly string[], entry: string) {
  const instead = ids.length > 0 ? `, or write one of ${ids.join(", ")}` : "";
  return `${where}: names the case study "${id}", which the content does not have (deleted, or its id misspelt); the ${entry} leaves it out: remove it in the editor${instead}`;
}

/**
 * The testimonials as the home page shows them: a case study a testimonial names that no file
 * of the default locale's `case-studies/` folder has is left out (its link would lead to no
 * card), with a warning. Deleting a case study thus never stops a publish.
 *
 * @param testimonials - the testimonials of app/content/team-and-clients.yaml, as read.
 * @param caseStudies - the case studies, by id (their file name without `.yaml`).
 * @returns the testimonials, and a warning per case study left out, naming the file, the
 *   field (`testimonials[2].caseStudy`, counted from 1), the ids there are and what to do.
 */
export function testimonialCaseStudies(
  testimonials: readonly TestimonialFacts[],
  caseStudies: readonly Pick<CaseStudy, "id">[],
): CheckedReferences<TestimonialFacts[]> {
  const ids = caseStudies.map((study) => study.id);
  const warnings: string[] = [];
  const entries = testimonials.map(({ caseStudy, ...testimonial }, index) => {
    if (caseStudy === undefined || ids.includes(caseStudy)) {
      return { ...testimonial, ...(caseStudy !== undefined && { caseStudy }) };
    }
    const where = `${shown(teamAndClientsFile)} → testimonials[${index + 1}].caseStudy`;
    warnings.push(missingCaseStudy(where, caseStudy, ids, "testimonial"));
    return testimonial;
  });
  return { entries, warnings };
}

/**
 * Each locale's articles (drafts included) as the pages, feeds and JSON-LD show them: a
 * related case study that no file of the default locale's `case-studies/` folder is named
 * after is left out of `related`, and an author who is no person of the team of
 * app/content/team-and-clients.yaml is left out, so that the company signs the article, as it
 * signs one that names nobody; each with a warning. Deleting a case study or a person thus
 * never stops a publish. A `related` list that is malformed (more than 3, an id twice) is the
 * schema's problem, not this.
 *
 * @param articles - each locale's articles as read (app/content/articles.ts).
 * @param caseStudies - the case studies, by id (their file name without `.yaml`).
 * @param team - the team's people, by id, with their names for the warning.
 * @returns the articles, and a warning per reference left out, naming the article's file and
 *   the field (`related[2]`, `author`), the ids there are, and what to do.
 */
export function articleReferences(
  articles: Readonly<Record<Locale, readonly ArticleSource[]>>,
  caseStudies: readonly Pick<CaseStudy, "id">[],
  team: readonly Pick<TeamMember, "id" | "name">[],
): CheckedReferences<Record<Locale, ArticleSource[]>> {
  const studyIds = caseStudies.map((study) => study.id);
  const people = team.map(({ id, name }) => `${id} (${name})`).join(", ");
  const warnings: string[] = [];
  const checked = ({ author, ...article }: ArticleSource): ArticleSource => {
    const { file, related } = article;
    related.forEach((id, index) => {
      if (!studyIds.includes(id)) {
        warnings.push(missingCaseStudy(`${file} → related[${index + 1}]`, id, studyIds, "article"));
      }
    });
    const isKnownAuthor = author !== undefined && team.some((person) => person.id === author);
    if (author !== undefined && !isKnownAuthor) {
      warnings.push(
        `${file} → author: names "${author}", who is no person of the team in ${shown(teamAndClientsFile)} (deleted, or the id misspelt); the company signs the article: remove the author in the editor, or ${
          team.length > 0 ? `write one of ${people}` : "add the person to the team first"
        }`,
      );
    }
    return {
      ...article,
      related: related.filter((id) => studyIds.includes(id)),
      ...(isKnownAuthor && { author }),
    };
  };
  const entries = Object.fromEntries(
    Object.entries(articles).map(([locale, localeArticles]) => [
      locale,
      localeArticles.map(checked),
    ]),
  ) as Record<Locale, ArticleSource[]>;
  return { entries, warnings };
}
