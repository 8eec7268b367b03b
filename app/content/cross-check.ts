import { defaultLocale, type Locale } from "../i18n/locales.ts";
import type { ArticleSource } from "./articles.ts";
import type { CaseStudy } from "./case-studies.ts";
import type { Figures } from "./figure-schemas.ts";
import { shown } from "./read-file.ts";
import { teamAndClientsFile, type TeamAndClients, type TeamMember } from "./team-and-clients.ts";

/**
 * Checks that need two files at once: the ids of app/content/figures.yaml and
 * app/content/team-and-clients.yaml against the words each locale keys by them, the figures'
 * and results' ids against each other, the case studies testimonials and articles name, and
 * the team members articles name as their authors.
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
 * Problems of testimonials that name a case study no file of the default locale's
 * `case-studies/` folder has: their link would lead nowhere.
 */
export function testimonialCaseStudies(
  testimonials: TeamAndClients["testimonials"],
  caseStudies: Pick<CaseStudy, "id">[],
): string[] {
  const ids = caseStudies.map((study) => study.id);
  return testimonials.flatMap(({ caseStudy }, index) =>
    caseStudy === undefined || ids.includes(caseStudy)
      ? []
      : [
          `${shown(teamAndClientsFile)} → testimonials[${index + 1}].caseStudy: no case study is named "${caseStudy}"; use one of ${ids.join(", ")}`,
        ],
  );
}

/**
 * Problems of articles (drafts included) that name what the content does not have: a related
 * case study that no file of the default locale's `case-studies/` folder is named after (its
 * link would lead nowhere), or an author who is no person of the team of
 * app/content/team-and-clients.yaml (the byline would have no photo, role or page to show).
 *
 * @param articles - each locale's articles as read (app/content/articles.ts).
 * @param caseStudies - the case studies, by id (their file name without `.yaml`).
 * @param team - the team's people, by id, with their names for the message.
 * @returns one message per reference at fault, naming the article's file and the field
 *   (`related[2]`, `author`), the ids there are, and what to do instead.
 */
export function articleReferences(
  articles: Readonly<Record<Locale, readonly Pick<ArticleSource, "file" | "author" | "related">[]>>,
  caseStudies: readonly Pick<CaseStudy, "id">[],
  team: readonly Pick<TeamMember, "id" | "name">[],
): string[] {
  const studyIds = caseStudies.map((study) => study.id);
  const people = team.map(({ id, name }) => `${id} (${name})`).join(", ");
  return Object.values(articles).flatMap((localeArticles) =>
    localeArticles.flatMap(({ file, author, related }) => [
      ...related.flatMap((id, index) =>
        studyIds.includes(id)
          ? []
          : [
              `${file} → related[${index + 1}]: no case study is named "${id}"; use one of ${studyIds.join(", ")}`,
            ],
      ),
      ...(author === undefined || team.some((person) => person.id === author)
        ? []
        : [
            `${file} → author: no person of the team in ${shown(teamAndClientsFile)} has the id "${author}"; ${
              team.length > 0
                ? `use one of ${people}`
                : "the team there is empty, so add the person there first"
            }, or delete the field and the company signs the article`,
          ]),
    ]),
  );
}
