import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, parseDocument, type Document } from "yaml";
import { caseStudyWordsSchema } from "../../app/content/case-studies.ts";
import { readContent } from "../../app/content/content.server.ts";
import { contentFolder } from "../../app/content/read-file.ts";
import { launchPlaceholders } from "../../app/content/launch-readiness.ts";
import { defaultLocale, localeIds } from "../../app/i18n/locales.ts";
import { mapTexts, type RepositoryCopy } from "./repository-copy.ts";

/**
 * The owner's edits, applied to a copy of the repository the way she makes them in the editor:
 * her own facts for every placeholder, a case study of her own, an article saved as a draft,
 * or content reworded throughout.
 */

/** The owner's facts for the launch placeholders of `site.yaml`, by field. */
export const ownerFacts: Readonly<Record<string, string | number>> = {
  name: "Pampa Datos",
  foundingYear: 2019,
  "phone.e164": "+5491143219876",
  "whatsApp.number": "+5491143219876",
  "consultation.url": "https://cal.com/pampa-datos/consulta",
  linkedInUrl: "https://www.linkedin.com/company/pampa-datos",
  "address.street": "Av. Santa Fe 2100, piso 3",
  "address.postalCode": "C1123AAB",
};

/**
 * The sentence the owner adds to a text she checked, in each language she writes, naming the
 * file's page or case study: the same sentence on two pages would read as one page's words on
 * the other (e2e/spanish.spec.ts checks that a page carries no other page's words).
 */
const checkedSentences: Readonly<Record<string, (about: string) => string>> = {
  en: (about) => `Checked by the owner for ${about}.`,
  es: (about) => `Revisado por la dueña para ${about}.`,
};

/**
 * What {@link ownerFacts} cannot give: a text still as the site shipped it, in the owner's words,
 * in the language of its file (`app/content/<locale>/…`): the text with a sentence of hers.
 */
function ownerText(text: string, file: string): string {
  const locale = file.split("/")[2] ?? "";
  // The file's name as it is, hyphens kept: a case study's title in words is no part of it.
  const about = path.basename(file, path.extname(file));
  const sentence = checkedSentences[locale];
  return sentence ? `${text} ${sentence(about)}` : `${text} ✓`;
}

/**
 * A text in other words, with the same placeholders: every letter outside `{placeholders}`
 * moved 7 places along the alphabet, and each word of the result written backwards, so no word
 * of the text survives while its length, punctuation, digits and placeholders stay:
 * "Open menu" → "lvWv ubtb", "closes {closes}" → "zlzvsj {closes}".
 */
export function reword(text: string): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) =>
      part.startsWith("{")
        ? part
        : part
            .replace(/[a-z]/gi, (letter) => {
              const base = letter <= "Z" ? 65 : 97;
              return String.fromCharCode(((letter.charCodeAt(0) - base + 7) % 26) + base);
            })
            .replace(/[a-z]+/gi, (word) => [...word].reverse().join("")),
    )
    .join("");
}

/** The YAML files of a copy's content, relative to the copy's root. */
async function contentFiles(copy: RepositoryCopy): Promise<string[]> {
  const entries = await readdir(path.join(copy.dir, "app/content"), { recursive: true });
  return entries
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => `app/content/${file.split(path.sep).join("/")}`)
    .sort();
}

/**
 * Settles every launch placeholder of a copy (app/content/launch-readiness.ts) as the owner
 * does in the editor: a fact of `site.yaml` gets {@link ownerFacts}, a text gets
 * {@link ownerText}, any other value (her opening hours, a list of figures) is confirmed
 * as true in its file's `confirmed:` list, and an example article's text gets a closing
 * paragraph of hers ({@link ownerText}).
 *
 * @returns each placeholder settled, as `file → field`.
 */
export async function replacePlaceholders(copy: RepositoryCopy): Promise<string[]> {
  const settled: string[] = [];
  for (const { file, field } of launchPlaceholders(copy.dir)) {
    const name = field.split(" ")[0] ?? field;
    if (file.endsWith(".md")) {
      const text = await copy.read(file);
      await copy.write(file, `${text.trimEnd()}\n\n${ownerText("", file).trim()}\n`);
      settled.push(`${file} → ${field}`);
      continue;
    }
    await copy.editYaml(file, (document) => {
      const keys = name.split(".");
      const value: unknown = document.getIn(keys);
      const fact = file.endsWith("/site.yaml") ? ownerFacts[name] : undefined;
      if (fact !== undefined) document.setIn(keys, fact);
      else if (typeof value === "string") document.setIn(keys, ownerText(value, file));
      else {
        const { confirmed } = document.toJS() as { confirmed?: string[] | null };
        if (!confirmed?.includes(name)) document.set("confirmed", [...(confirmed ?? []), name]);
      }
    });
    settled.push(`${file} → ${field}`);
  }
  return settled;
}

/**
 * Rewords every text of a words file ({@link reword}). A case study's file of the default
 * locale also holds the study's facts (order, image, results): only its words change.
 */
async function rewordFile(copy: RepositoryCopy, file: string): Promise<void> {
  const isStudyFacts = file.startsWith(`app/content/${defaultLocale}/case-studies/`);
  const wordKeys = new Set(Object.keys(caseStudyWordsSchema.shape));
  await copy.editYaml(file, (document) => {
    if (!isStudyFacts) return mapTexts(document, reword);
    if (!isMap(document.contents)) return;
    for (const pair of document.contents.items) {
      if (!isScalar(pair.key) || !wordKeys.has(String(pair.key.value))) continue;
      const words = parseDocument("x: null");
      words.setIn(["x"], pair.value);
      mapTexts(words, reword);
      pair.value = words.getIn(["x"], true) as typeof pair.value;
    }
  });
}

/** The case study the owner writes herself: its id, and its words in English and Spanish. */
const ownStudy = {
  id: "logistics-routing",
  words: {
    en: `title: Logistics routing
client: A parcel carrier with 120 vans in the Buenos Aires metropolitan area
industry: Logistics
description: Routes were planned by hand every morning. We built a routing model on two years of deliveries that plans each van's day in minutes.
tags:
  - Route optimization
  - Python
imageAlt: "Illustration: delivery routes drawn over a city map."
resultLabels:
  - Fewer kilometres driven
  - Deliveries on time
`,
    es: `title: Ruteo logístico
client: Una empresa de paquetería con 120 camionetas en el AMBA
industry: Logística
description: Las rutas se armaban a mano cada mañana. Construimos un modelo de ruteo con dos años de entregas que planifica el día de cada camioneta en minutos.
tags:
  - Optimización de rutas
  - Python
imageAlt: "Ilustración: recorridos de reparto sobre el mapa de una ciudad."
resultLabels:
  - Menos kilómetros recorridos
  - Entregas a tiempo
`,
  },
};

/**
 * Adds a case study of the owner's after the others, as she writes one: a new file of the same
 * name in each locale's `case-studies/` folder, the facts (order, image, results) in the
 * default locale's. Its illustration is the last study's; a locale other than English and
 * Spanish gets the Spanish words, as a stand-in.
 *
 * @param copy - the copy of the repository whose content gains the study.
 * @returns the study's id and how many case studies the content has now.
 * @throws when the content has no case study to take the illustration from.
 */
export async function addCaseStudy(copy: RepositoryCopy): Promise<{ id: string; count: number }> {
  const { caseStudies } = readContent(copy.dir);
  const last = caseStudies.at(-1);
  if (!last) throw new Error("the content has no case study");
  const count = caseStudies.length + 1;
  // A study without an order comes last whatever its place (app/content/case-studies.ts).
  const orders = caseStudies.map(({ order }) => order).filter(Number.isSafeInteger);
  const facts = `order: ${Math.max(0, ...orders) + 1}
image:
  src: ${last.imageFile.slice(contentFolder.length)}
results:
  - id: kilometresSaved
    icon: trending-down
    figure:
      kind: percent
      value: 18
  - id: onTimeDeliveries
    icon: target
    figure:
      kind: percent
      value: 97
`;
  for (const locale of localeIds) {
    const words = ownStudy.words[locale as keyof typeof ownStudy.words] ?? ownStudy.words.es;
    await copy.write(
      `app/content/${locale}/case-studies/${ownStudy.id}.yaml`,
      locale === defaultLocale ? `${words}${facts}` : words,
    );
  }
  return { id: ownStudy.id, count };
}

/** The article the owner is still writing, saved as a draft: its slug, never built. */
export const draftSlug = "what-we-learned-this-year";

/**
 * Saves an article as a draft ({@link draftSlug}) in the default locale, as the editor's
 * "draft" box does.
 *
 * @param copy - the copy of the repository whose content gains the article.
 */
export async function addDraftArticle(copy: RepositoryCopy): Promise<void> {
  await copy.write(
    `app/content/${defaultLocale}/articles/${draftSlug}.md`,
    `---
title: What we learned this year
description: Notes from a year of projects with growing companies, still being written and not ready to publish.
date: 2026-12-01
tags:
  - notes
draft: true
---

Half a year of notes, still in pieces.
`,
  );
}

/**
 * Gives a copy content as unlike the default content as a launch can make it: every text of
 * every locale reworded ({@link reword}), one case study left (the first), no article, the
 * last open day closed and the first group of days opening at 08:30.
 *
 * @throws when the content lacks what an edit changes (office hours with one open day, no
 *   case study).
 */
export async function applyDifferentContent(copy: RepositoryCopy): Promise<void> {
  const files = await contentFiles(copy);
  const { caseStudies } = readContent(copy.dir);
  const [kept] = caseStudies;
  if (!kept) throw new Error("the content has no case study");
  for (const locale of localeIds) {
    for (const { id } of caseStudies.slice(1))
      await rm(path.join(copy.dir, contentFolder, locale, "case-studies", `${id}.yaml`));
    await rm(path.join(copy.dir, contentFolder, locale, "articles"), { recursive: true });
  }
  const wordsFiles = files.filter(
    (file) =>
      localeIds.some((locale) => file.startsWith(`${contentFolder}/${locale}/`)) &&
      (!file.includes("/case-studies/") || file.endsWith(`/${kept.id}.yaml`)),
  );
  for (const file of wordsFiles) await rewordFile(copy, file);
  await copy.editYaml(`${contentFolder}/site.yaml`, (document: Document) => {
    const { officeHours } = document.toJS() as {
      officeHours: { days: string[]; opens: string; closes: string }[];
    };
    const last = officeHours.length - 1;
    const days = officeHours[last]?.days ?? [];
    if (officeHours.flatMap((group) => group.days).length < 2)
      throw new Error("site.yaml → officeHours: too few open days to close one");
    if (days.length === 1) document.deleteIn(["officeHours", last]);
    else document.deleteIn(["officeHours", last, "days", days.length - 1]);
    document.setIn(["officeHours", 0, "opens"], "08:30");
  });
}
