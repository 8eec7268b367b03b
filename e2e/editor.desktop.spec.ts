import type { Locator, Page } from "@playwright/test";
import { Resvg } from "@resvg/resvg-js";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { freePort } from "../tooling/lib/free-port.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { contentRoot, readContent } from "../app/content/content.server.ts";
import { editorYaml } from "../app/content/editor-config.ts";
import { humanize } from "../app/content/field-labels.ts";
import { confirmedWords } from "../app/content/launch-readiness.ts";
import { siteSchema } from "../app/content/schema.ts";
import { defaultLocale, localeIds } from "../app/i18n/locales.ts";
import { readBuiltPages } from "../tooling/lib/build-files.ts";
import { editorPolicy } from "../tooling/build-steps/hosts/response-headers.ts";
import { editorUrl } from "../tooling/build-steps/hosts/url-policy.ts";
import {
  createEditorCheckout,
  pickerReturnsOpfsRoot,
  type EditorCheckout,
} from "./support/editor-checkout";
import { bothLanguages, editorPreviewFiles, paneOf } from "./support/editor-panes";
import { articleFeedPath, articlePath, pagePath, pages } from "../app/pages/registry";
import { expect, test } from "./fixtures";
import { untilServing } from "./support/serving.ts";
import { copyEnv } from "./support/repository-copy.ts";

/**
 * The owner's editor at /admin/ (Sveltia CMS), the real one, on a git copy of this repository
 * in local mode (e2e/support/editor-checkout.ts hands it the copy's folder). The edits are made as the
 * owner makes them, the copy's `git diff` must show exactly those lines, and one build of the
 * copy must show them on the pages.
 */

const root = path.resolve(import.meta.dirname, "..");
/** A file of the tests' content (the editor's checkout starts from the same). */
const content = (file: string) =>
  parse(readFileSync(path.join(contentRoot(), "app/content", file), "utf8")) as unknown;

/** What the test changes, derived from the content rather than pinned. */
const esHome = content("es/home.yaml") as { hero: { badge: string } };
const enHome = content("en/home.yaml") as {
  services: { items: Record<string, { title: string; features: string[] }> };
};
const [serviceId = "", service] = Object.entries(enHome.services.items)[0] ?? [];
const edits = {
  esBadge: { from: esHome.hero.badge, to: `${esHome.hero.badge} (editado)` },
  enFeature: { from: service?.features[1] ?? "", to: `${service?.features[1]} (edited)` },
};
const study = {
  file: "logistics-route-planning",
  image: "logistics.png",
  en: {
    title: "Logistics route planning",
    client: "A delivery company in Greater Buenos Aires",
    industry: "Logistics",
    description: "Routes were planned by hand every morning. We built a planner that does it.",
    tags: "Route optimisation",
    imageAlt: "Illustration: delivery routes on a city map.",
    resultLabel: "More on-time deliveries",
  },
  es: {
    title: "Planificación de rutas logísticas",
    client: "Una empresa de reparto del Gran Buenos Aires",
    industry: "Logística",
    description: "Las rutas se planificaban a mano cada mañana. Construimos un planificador.",
    tags: "Optimización de rutas",
    imageAlt: "Ilustración: rutas de reparto en un mapa de la ciudad.",
    resultLabel: "Más entregas a tiempo",
  },
  result: { id: "onTimeDeliveries", icon: "timer", kind: "percent", value: "22" },
};

/**
 * A new article as the owner writes it in the editor: the title (which names its address in
 * each language), a description, tags and a paragraph in English and Spanish; the date once,
 * for both, and no author chosen (the team has one person, there to sign the article with a
 * cover), so the company signs it. The Spanish title's accents leave its address as plain
 * letters.
 */
const article = {
  date: "2026-11-20",
  en: {
    title: "Churn prediction for a small subscription business",
    slug: "churn-prediction-for-a-small-subscription-business",
    description:
      "Which customers are about to leave, a month before they do, from the data a small business already keeps.",
    tag: "churn-prediction",
    text: "A subscription business loses most of its customers quietly.",
  },
  es: {
    title: "Cómo predecir las bajas en un negocio de suscripción",
    slug: "como-predecir-las-bajas-en-un-negocio-de-suscripcion",
    description:
      "Qué clientes están por irse, un mes antes de que se vayan, con los datos que un negocio chico ya guarda.",
    tag: "prediccion-de-bajas",
    text: "Un negocio de suscripción pierde a la mayoría de sus clientes en silencio.",
  },
};

/** The new article's words in `locale`: its own in English and Spanish, else English marked. */
function articleWordsOf(locale: string): typeof article.en {
  const own: Record<string, typeof article.en> = { en: article.en, es: article.es };
  const english = article.en;
  return (
    own[locale] ?? {
      ...english,
      title: `${english.title} ${locale}`,
      slug: `${english.slug}-${locale}`,
    }
  );
}

/** An article's file in a locale's folder. */
const articleFile = (locale: string, slug: string) => `app/content/${locale}/articles/${slug}.md`;

/**
 * An article with every fact the editor writes once for all languages (the dates, its author,
 * a related case study, draft) and a cover picture, its description in each language.
 */
const coverArticle = {
  date: "2026-12-01",
  updated: "2026-12-03",
  author: { id: "coverTestAuthor", name: "Cover Test Author" },
  en: {
    title: "Seasonal demand for a small online shop",
    slug: "seasonal-demand-for-a-small-online-shop",
    description:
      "How a small online shop can see its busy weeks coming, from the orders it already keeps.",
    coverAlt: "A chart of weekly orders rising towards December.",
    text: "A small online shop sells most of its year in a few weeks.",
  },
  es: {
    title: "Demanda estacional para una tienda online chica",
    slug: "demanda-estacional-para-una-tienda-online-chica",
    description:
      "Cómo una tienda online chica puede ver venir sus semanas fuertes con los pedidos que ya guarda.",
    coverAlt: "Un gráfico de pedidos semanales que suben hacia diciembre.",
    text: "Una tienda online chica vende casi todo su año en unas pocas semanas.",
  },
};

/** The cover article's words in `locale`: its own in English and Spanish, else English marked. */
function coverArticleWordsOf(locale: string): typeof coverArticle.en {
  const own: Record<string, typeof coverArticle.en> = { en: coverArticle.en, es: coverArticle.es };
  const english = coverArticle.en;
  return (
    own[locale] ?? {
      ...english,
      title: `${english.title} ${locale}`,
      slug: `${english.slug}-${locale}`,
      coverAlt: `${english.coverAlt} [${locale}]`,
    }
  );
}

/** A PNG picture `widthPx` wide (4:3), drawn here: the editor takes raster images only. */
function pictureOfWidth(widthPx: number): Buffer {
  return new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="${widthPx}" height="${(widthPx * 3) / 4}"><rect width="640" height="480" fill="#e7f5f2"/><path d="M80 400 L240 320 L400 240 L560 80" stroke="#0f766e" stroke-width="12" fill="none"/></svg>`,
  )
    .render()
    .asPng();
}

/**
 * The new case study's words in `locale`: the test's own in English and Spanish; in a language
 * the site gained since, the English ones marked with its id.
 */
function wordsOf(locale: string): typeof study.en {
  const own: Record<string, typeof study.en> = { en: study.en, es: study.es };
  return (
    own[locale] ??
    (Object.fromEntries(
      Object.entries(study.en).map(([field, text]) => [field, `${text} [${locale}]`]),
    ) as typeof study.en)
  );
}

/** A case study's file in a locale's folder. */
const studyFile = (locale: string, id: string) => `app/content/${locale}/case-studies/${id}.yaml`;

/** Scrolls to each group in turn (the editor renders a group's fields once it is in view). */
async function reveal(...groups: Locator[]): Promise<Locator> {
  for (const group of groups) await group.scrollIntoViewIfNeeded();
  const last = groups.at(-1);
  if (!last) throw new Error("reveal: no group");
  return last;
}

/**
 * Uploads `file` (a path) through an image field's "Select Image" dialog and inserts it. The
 * field's button is pressed from the keyboard: the editor renders fields as they scroll into
 * view, so its pane can still move between a pointer click's aim and the click itself.
 */
async function insertPicture(page: Page, browse: Locator, file: string) {
  await browse.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Select Image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole("button", { name: "Insert" }).click();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" }).last()).toBeVisible();
}

/**
 * Hands the checkout to the editor open at /admin/ (with {@link pickerReturnsOpfsRoot}), as the
 * owner does with "Work with Local Repository", and waits for its collections.
 */
async function openCheckout(page: Page, checkout: EditorCheckout) {
  await checkout.open(page);
  await page.getByRole("button", { name: /local repository/i }).click();
  await page.getByRole("treeitem", { name: "Page words" }).waitFor();
}

/** Opens /admin/ on the checkout, as the owner does after "Work with Local Repository". */
async function openEditor(page: Page, checkout: EditorCheckout) {
  await page.addInitScript(pickerReturnsOpfsRoot);
  await page.goto(editorUrl);
  await openCheckout(page, checkout);
}

/**
 * Turns the mouse wheel by 1,500 px over the pointer and resolves once the scroll it starts has
 * ended (`scrollend`): the editor closes an open list when its pane scrolls, so a list opened
 * while a smooth scroll is still under way closes again.
 */
async function wheelToScrollEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { scrollEnded?: Promise<void> };
    target.scrollEnded = new Promise((resolve) =>
      document.addEventListener("scrollend", () => resolve(), { once: true, capture: true }),
    );
  });
  await page.mouse.wheel(0, 1500);
  await page.evaluate(() => (window as unknown as { scrollEnded?: Promise<void> }).scrollEnded);
}

/**
 * Ticks a shipped value under "Checked and kept" in the company facts and saves: the file's
 * `confirmed:` list gains it, and nothing else changes.
 */
async function tickAShippedValue(page: Page, checkout: EditorCheckout) {
  await page.getByRole("treeitem", { name: "Site facts and figures" }).click();
  await page.getByRole("gridcell", { name: /Company facts/ }).click();
  // The last field of the form: the editor renders it once the form is scrolled down.
  const kept = page.getByRole("combobox", { name: confirmedWords.title });
  await page.getByRole("textbox", { name: siteSchema.shape.name.meta()?.title }).hover();
  while (!(await kept.isVisible())) await wheelToScrollEnd(page);
  const title = siteSchema.shape.foundingYear.meta()?.title;
  const foundingYear = page.getByRole("option", { name: title });
  // The list opens once the field has its handlers, and the editor closes it again when the
  // field leaves the viewport: on a busy machine either can leave no option to click. So the
  // list is opened with ArrowDown, which only ever opens it (the WAI-ARIA combobox pattern;
  // a click toggles it, and a repeated click could close it), and both are tried again until
  // the click lands. A click that finds no option within 5 s has not clicked.
  await expect(async () => {
    await kept.press("ArrowDown");
    await foundingYear.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    page
      .getByRole("grid", { name: "Selected Options" })
      .getByRole("gridcell", { name: title, exact: true }),
  ).toBeVisible();
  await save(page);
  await checkout.syncBack(page);
  const file = readFileSync(path.join(checkout.dir, "app/content/site.yaml"), "utf8");
  expect(parse(file)).toMatchObject({ confirmed: ["foundingYear"] });
  expect(checkout.git("diff", "--numstat").trim()).toMatch(/^2\s+0\s+app\/content\/site\.yaml$/);
}

/**
 * Saves the first case study with a new title and its shipped illustration, then tries its
 * illustration replaced by an SVG of the owner's: the editor refuses that save, and leaves the
 * entry with the draft unsaved.
 */
async function saveAShippedCaseStudy(page: Page, checkout: EditorCheckout) {
  const [shipped] = readContent(checkout.dir).caseStudies;
  if (!shipped) throw new Error("The content has no case study");
  const title = shipped.words[defaultLocale].title;
  await page.getByRole("treeitem", { name: "Case studies" }).click();
  await page.getByRole("gridcell", { name: title, exact: true }).click();
  const { english } = await bothLanguages(page);
  await english.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (edited)`);
  await save(page);

  // Saving leaves the entry for the collection's list (the editor's default, "close the
  // editor after saving"): open it again once the list shows it.
  await page.getByRole("gridcell", { name: `${title} (edited)`, exact: true }).click();
  const illustration = await reveal(
    (await bothLanguages(page)).english.getByRole("group", { name: /Illustration/ }),
  );
  const svg = path.join(mkdtempSync(path.join(tmpdir(), "editor-upload-")), "drawing.svg");
  writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><script>alert(document.domain)</script></svg>\n',
  );
  await insertPicture(page, illustration.getByRole("button", { name: /Replace|Browse/ }), svg);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    english.getByRole("alert").filter({ hasText: "must be a PNG, JPEG, WebP or AVIF image" }),
  ).toBeVisible();

  await checkout.syncBack(page);
  expect(checkout.git("status", "--short", "--untracked-files=all").trimEnd()).toBe(
    ` M ${studyFile(defaultLocale, shipped.id)}`,
  );
  // The refused draft is left unsaved.
  await page.getByRole("button", { name: "Cancel Editing" }).click();
}

/** The home page's entry, open with its English and Spanish panes side by side. */
type HomeEntry = Awaited<ReturnType<typeof bothLanguages>>;

/** Empties a required field of the open home page and saves: refused, nothing written. */
async function refuseAnEmptyField(page: Page, checkout: EditorCheckout, home: HomeEntry) {
  await home.spanish.getByRole("textbox", { name: "Badge" }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    home.spanish.getByRole("alert").filter({ hasText: "This field is required." }),
  ).toBeVisible();
  await checkout.syncBack(page);
  expect(checkout.git("status", "--short")).toBe("");
}

/**
 * In the open home page, edits the Spanish badge and an English service feature and saves;
 * then writes a new case study in every language, with an illustration and a result, and
 * saves: exactly those lines and files change.
 */
async function editBothLanguagesAndAddACaseStudy(
  page: Page,
  checkout: EditorCheckout,
  home: HomeEntry,
) {
  // The Spanish hero badge and an English service feature, side by side.
  await home.spanish.getByRole("textbox", { name: "Badge" }).fill(edits.esBadge.to);
  // The editor renders a nested field once its group is scrolled into view.
  const features = await reveal(
    home.english.getByRole("group", { name: /Services section/ }),
    home.english.getByRole("group", { name: /Service cards/ }),
    home.english.getByRole("group", { name: new RegExp(humanize(serviceId)) }),
    home.english
      .getByRole("group", { name: new RegExp(humanize(serviceId)) })
      .getByRole("group", { name: /Features/ }),
  );
  const feature = features.getByRole("textbox").nth(1);
  await expect(feature).toHaveValue(edits.enFeature.from);
  await feature.fill(edits.enFeature.to);
  await save(page);

  // A new case study in every language, with its illustration and alt texts.
  await page.getByRole("treeitem", { name: "Case studies" }).click();
  await page.getByRole("button", { name: /New/ }).first().click();
  const { english } = await bothLanguages(page);
  for (const locale of localeIds) {
    const pane = locale === defaultLocale ? english : await paneOf(page, locale);
    const words = wordsOf(locale);
    await pane.getByRole("textbox", { name: "Title", exact: true }).fill(words.title);
    await pane.getByRole("textbox", { name: "Client", exact: true }).fill(words.client);
    await pane.getByRole("textbox", { name: "Industry", exact: true }).fill(words.industry);
    await pane.getByRole("textbox", { name: "Description", exact: true }).fill(words.description);
    await pane.getByRole("group", { name: /Tags/ }).getByRole("textbox").fill(words.tags);
    await pane.getByRole("textbox", { name: /alt text/ }).fill(words.imageAlt);
    await pane
      .getByRole("group", { name: /Result labels/ })
      .getByRole("textbox")
      .fill(words.resultLabel);
  }
  const illustration = await reveal(english.getByRole("group", { name: /Illustration/ }));
  const upload = path.join(mkdtempSync(path.join(tmpdir(), "editor-upload-")), study.image);
  // A picture of its own, drawn here as a PNG as wide as the card ever draws it (the
  // editor takes raster images only, and reuses an existing file with the same bytes).
  // The owner types no size: the build reads it from the file.
  writeFileSync(
    upload,
    new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="1200" height="900"><rect width="640" height="480" fill="#e7f5f2"/><path d="M80 400 L240 160 L400 320 L560 80" stroke="#0f766e" stroke-width="12" fill="none"/></svg>',
    )
      .render()
      .asPng(),
  );
  await insertPicture(page, illustration.getByRole("button", { name: "Browse" }), upload);
  await english.getByRole("button", { name: /Add .*Results/ }).click();
  const result = english.getByRole("group", { name: /Results/ }).last();
  await result.getByRole("textbox", { name: "Id" }).fill(study.result.id);
  await result.getByRole("combobox", { name: "Icon" }).click();
  await page.getByRole("option", { name: study.result.icon, exact: true }).click();
  // The figure's fields, below the icon, are drawn once they are in view.
  await result.evaluate((item) => item.scrollIntoView({ block: "end" }));
  await result.getByRole("radio", { name: study.result.kind }).check();
  await result.getByRole("spinbutton", { name: "Value" }).fill(study.result.value);
  await save(page);

  await checkout.syncBack(page);
  // The study's facts and English words in en/, its Spanish words in es/.
  const newFiles = localeIds.map((locale) => studyFile(locale, study.file));
  // Kept as WebP by the editor's upload transformation (app/content/editor-config.ts).
  const newImage = `app/content/images/case-studies/${study.image.replace(/\.png$/, ".webp")}`;
  const lines = (text: string) => text.trimEnd().split("\n").sort();
  expect(lines(checkout.git("status", "--short", "--untracked-files=all"))).toEqual(
    [
      " M app/content/en/home.yaml",
      " M app/content/es/home.yaml",
      ...newFiles.map((file) => `?? ${file}`),
      `?? ${newImage}`,
    ].sort(),
  );
  // One line each in the page words: the files are kept as the editor writes them.
  expect(lines(checkout.git("diff", "--numstat"))).toEqual([
    "1\t1\tapp/content/en/home.yaml",
    "1\t1\tapp/content/es/home.yaml",
  ]);
  const saved = (file: string) =>
    parse(readFileSync(path.join(checkout.dir, file), "utf8")) as typeof enHome & typeof esHome;
  expect(saved("app/content/es/home.yaml").hero.badge).toBe(edits.esBadge.to);
  expect(saved("app/content/en/home.yaml").services.items[serviceId]?.features[1]).toBe(
    edits.enFeature.to,
  );
  // The facts are written once, in the default locale's file; the others hold words.
  for (const [index, locale] of localeIds.entries()) {
    const written = parse(readFileSync(path.join(checkout.dir, newFiles[index] ?? ""), "utf8"));
    expect(written, locale).toMatchObject({ title: wordsOf(locale).title });
    expect("results" in written, locale).toBe(locale === defaultLocale);
  }
}

/** Writes {@link article} in every language and saves: one Markdown file per language. */
async function writeAnArticle(page: Page, checkout: EditorCheckout) {
  await page.getByRole("treeitem", { name: "Articles" }).click();
  await page.getByRole("button", { name: /New/ }).first().click();
  const { english } = await bothLanguages(page);
  // The facts written once, in the default language's pane.
  await english.getByRole("textbox", { name: "Published on" }).fill(article.date);
  for (const locale of localeIds) {
    const pane = locale === defaultLocale ? english : await paneOf(page, locale);
    const words = articleWordsOf(locale);
    await pane.getByRole("textbox", { name: "Title", exact: true }).fill(words.title);
    await pane.getByRole("textbox", { name: "Description", exact: true }).fill(words.description);
    await pane.getByRole("group", { name: /Tags/ }).getByRole("textbox").fill(words.tag);
    const text = await reveal(pane.getByRole("group", { name: /“.?Text.?” Field/ }));
    await text.getByRole("textbox", { name: "Text" }).fill(words.text);
  }
  await save(page);
  await checkout.syncBack(page);

  const lines = (text: string) => text.trimEnd().split("\n").sort();
  const files = localeIds.map((locale) => articleFile(locale, articleWordsOf(locale).slug));
  expect(lines(checkout.git("status", "--short", "--untracked-files=all"))).toEqual(
    files.map((file) => `?? ${file}`).sort(),
  );
  // What the site reads of them: every language's words, the date in each, no author,
  // and the default language's address as the key that ties them together.
  const written = readContent(checkout.dir).articles;
  for (const locale of localeIds) {
    const words = articleWordsOf(locale);
    expect(
      written[locale].find((each) => each.slug === words.slug),
      locale,
    ).toMatchObject({
      title: words.title,
      description: words.description,
      date: article.date,
      tags: [words.tag],
      isDraft: false,
      translationKey: article.en.slug,
    });
    expect(written[locale].find((each) => each.slug === words.slug)?.markdown.trim()).toBe(
      words.text,
    );
    expect(written[locale].find((each) => each.slug === words.slug)?.author).toBeUndefined();
  }
}

/**
 * Adds the person of the team who signs {@link coverArticle} (the default content has none): a
 * photo, and their words on the home page of every language, as the content check asks.
 */
function addTheCoverArticleAuthor(checkout: EditorCheckout) {
  // A person of the team to sign the article (the default content has none): a photo, and
  // their words on the home page of every language, as the content check asks.
  const photo = "/images/team/cover-test-author.png";
  mkdirSync(path.join(checkout.dir, "app/content", path.dirname(photo)), { recursive: true });
  writeFileSync(path.join(checkout.dir, "app/content", photo), pictureOfWidth(320));
  const teamFile = path.join(checkout.dir, "app/content/team-and-clients.yaml");
  const team = parse(readFileSync(teamFile, "utf8")) as { team: unknown[] };
  team.team.push({ id: coverArticle.author.id, name: coverArticle.author.name, photo });
  writeFileSync(teamFile, editorYaml(team));
  for (const locale of localeIds) {
    const homeFile = path.join(checkout.dir, `app/content/${locale}/home.yaml`);
    const home = parse(readFileSync(homeFile, "utf8")) as { team: { members?: unknown[] } };
    home.team.members = [
      { id: coverArticle.author.id, role: "Data engineer", background: "Ten years of retail." },
    ];
    writeFileSync(homeFile, editorYaml(home));
  }
}

/**
 * Writes {@link coverArticle}: its facts once, one cover picture, its words and the picture's
 * description in every language; each language's file holds them, and the site reads them.
 */
async function writeAnArticleWithACover(page: Page, checkout: EditorCheckout) {
  const [related] = readContent(checkout.dir).caseStudies;
  if (!related) throw new Error("The content has no case study");
  await page.getByRole("treeitem", { name: "Articles" }).click();
  await page.getByRole("button", { name: /New/ }).first().click();
  const { english } = await bothLanguages(page);
  // The facts, written once in the default language's pane.
  await english.getByRole("textbox", { name: "Published on" }).fill(coverArticle.date);
  await english.getByRole("textbox", { name: "Updated on" }).fill(coverArticle.updated);
  await english.getByRole("radio", { name: coverArticle.author.name }).check();
  await english
    .getByRole("checkbox", { name: related.words[defaultLocale].title, exact: true })
    .check();
  await english.getByRole("switch", { name: "Draft" }).check();
  // The picture, chosen once.
  await reveal(english.getByRole("group", { name: /Cover picture/ }).first());
  const upload = path.join(mkdtempSync(path.join(tmpdir(), "editor-upload-")), "churn.png");
  writeFileSync(upload, pictureOfWidth(1600));
  await insertPicture(page, english.getByRole("button", { name: "Browse" }), upload);
  // The words, and the picture's description, in each language.
  for (const locale of localeIds) {
    const pane = locale === defaultLocale ? english : await paneOf(page, locale);
    const words = coverArticleWordsOf(locale);
    await pane.getByRole("textbox", { name: "Title", exact: true }).fill(words.title);
    await pane.getByRole("textbox", { name: "Description", exact: true }).fill(words.description);
    await reveal(pane.getByRole("group", { name: /Cover picture/ }).first());
    await pane.getByRole("textbox", { name: /alt text/ }).fill(words.coverAlt);
    const text = await reveal(pane.getByRole("group", { name: /“.?Text.?” Field/ }));
    await text.getByRole("textbox", { name: "Text" }).fill(words.text);
  }
  await save(page);
  await checkout.syncBack(page);

  // Each language's file has the one picture with its own description, and every fact.
  const frontMatter = (locale: string) =>
    parse(
      readFileSync(
        path.join(checkout.dir, articleFile(locale, coverArticleWordsOf(locale).slug)),
        "utf8",
      ).split(/^---$/m)[1] ?? "",
    ) as Record<string, unknown>;
  const englishHead = frontMatter(defaultLocale);
  expect(englishHead.cover).toMatch(/^\/images\/articles\//);
  for (const locale of localeIds) {
    expect(frontMatter(locale), locale).toMatchObject({
      cover: englishHead.cover,
      coverAlt: coverArticleWordsOf(locale).coverAlt,
      date: coverArticle.date,
      updated: coverArticle.updated,
      author: coverArticle.author.id,
      related: [related.id],
      draft: true,
    });
  }
  // And the site reads it so: the picture and its description in each language.
  const written = readContent(checkout.dir).articles;
  for (const locale of localeIds) {
    expect(
      written[locale].find((each) => each.slug === coverArticleWordsOf(locale).slug),
      locale,
    ).toMatchObject({ cover: { alt: coverArticleWordsOf(locale).coverAlt }, isDraft: true });
  }
}

test.describe.configure({ mode: "serial" });

test("the public pages download nothing of the editor, and link nowhere near it", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const target of ["/", "/es", "/case-studies"]) {
    await page.goto(target);
  }
  expect(requested.filter((urlPath) => urlPath.startsWith(editorUrl))).toEqual([]);
  const clientDir = path.join(root, "build/client");
  for (const file of readBuiltPages(path.join(root, "build"))) {
    expect(readFileSync(path.join(clientDir, file), "utf8"), file).not.toContain(editorUrl);
  }
  expect(readFileSync(path.join(clientDir, "sitemap.xml"), "utf8")).not.toContain(editorUrl);
});

test.describe("the editor", () => {
  // The editor's page is not the site's: no hydration to wait for.
  test.use({ waitForHydration: false });
  test.beforeEach(({ guard }) => guard.allowAbortedRequests(editorPreviewFiles));

  let checkout: EditorCheckout;
  test.beforeAll(async () => {
    checkout = await createEditorCheckout();
  });
  test.afterAll(() => checkout?.remove());

  /**
   * Commits what the editor saved, which its folder then holds too: the next journey of the
   * same session sees its own writes alone in `git status`.
   */
  function keepSaved(message: string) {
    checkout.git("add", "--all");
    checkout.git("commit", "-qm", message);
  }

  // Loading the editor and handing it the checkout is most of what a short journey costs, so
  // one session of the editor serves several journeys in turn, each a step with the budget it
  // had as a test of its own (the test's budget is theirs together). Between them, what the
  // editor saved is committed: each journey's `git status` shows its own writes alone.
  test("in local mode, one session: /admin/ loads under its own policy; a ticked value, a shipped case study (never an owner's SVG), edits in both languages, a new case study, a new article and an article's cover in every language each change exactly their files; an empty required field is refused", async ({
    page,
    guard,
  }) => {
    const budgetsMs = {
      policy: test.info().project.timeout,
      ticking: 90_000,
      illustration: 120_000,
      refusal: 90_000,
      edits: 120_000,
      article: 120_000,
      cover: 150_000,
    };
    test.setTimeout(Object.values(budgetsMs).reduce((sum, ms) => sum + ms));
    // The cover's journey signs its article: the editor must find its author when it opens.
    addTheCoverArticleAuthor(checkout);
    keepSaved("a person of the team to sign an article");
    await page.addInitScript(pickerReturnsOpfsRoot);
    const response = await page.goto(editorUrl);

    await test.step(
      "/admin/ loads under its own policy: 0 violations, nothing from another origin, noindex",
      async () => {
        // The guard (e2e/fixtures.ts) records CSP violations and fails the test on any request
        // off this server.
        expect(response?.headers()["content-security-policy"]).toBe(
          editorPolicy({ upgradeInsecureRequests: false }),
        );
        expect(response?.headers()["x-robots-tag"]).toBe("noindex");
        expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
        await expect(page.getByRole("button", { name: /local repository/i })).toBeVisible();
        expect(guard.cspViolations()).toEqual([]);
      },
      { timeout: budgetsMs.policy },
    );
    await openCheckout(page, checkout);

    await test.step(
      "ticking a shipped value under Checked and kept writes it to the file's confirmed list",
      () => tickAShippedValue(page, checkout),
      { timeout: budgetsMs.ticking },
    );
    keepSaved("a shipped value ticked");
    await test.step(
      "a case study saves with its shipped illustration, and never with an SVG of the owner's",
      () => saveAShippedCaseStudy(page, checkout),
      { timeout: budgetsMs.illustration },
    );
    keepSaved("a shipped case study saved");

    // The home page's entry serves the refusal and then the edits.
    await page.getByRole("treeitem", { name: "Page words" }).click();
    await page.getByRole("gridcell", { name: "Home page" }).click();
    const home = await bothLanguages(page);
    await test.step(
      "the editor refuses an empty required field",
      () => refuseAnEmptyField(page, checkout, home),
      { timeout: budgetsMs.refusal },
    );
    await test.step(
      "edits in both languages and a new case study change exactly those lines",
      () => editBothLanguagesAndAddACaseStudy(page, checkout, home),
      { timeout: budgetsMs.edits },
    );
    keepSaved("edits in both languages and a new case study");
    await test.step(
      "a new article in both languages saves one Markdown file per language, tied by its key",
      () => writeAnArticle(page, checkout),
      { timeout: budgetsMs.article },
    );
    keepSaved("a new article");
    await test.step(
      "an article's cover saves in every language: one picture, its description in each, and the facts once for all",
      () => writeAnArticleWithACover(page, checkout),
      { timeout: budgetsMs.cover },
    );
    expect(guard.cspViolations()).toEqual([]);
  });

  /** Builds the checkout (content check, then the site) and serves it on a free port. */
  async function buildAndServe(dir: string): Promise<{ url: string; server: ChildProcess }> {
    const env = copyEnv(dir);
    for (const script of [
      "tooling/build-steps/check-content.ts",
      "node_modules/@react-router/dev/bin.cjs",
    ]) {
      const args = script.endsWith("bin.cjs") ? [script, "build"] : [script];
      const run = spawnSync(process.execPath, args, { cwd: dir, env, encoding: "utf8" });
      expect(run.status, `${script}: ${run.stderr}`).toBe(0);
    }
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(dir, "tooling/serve.ts")], {
      env: {
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const url = `http://127.0.0.1:${port}`;
    await untilServing(url);
    return { url, server };
  }

  test("a build of the edited copy shows the edits on /es, / and both case studies pages, and the new article at its two paths, in the feeds and the sitemap", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { url, server } = await buildAndServe(checkout.dir);
    // One page of its own visits every page of the copy's site (another origin than the
    // guard's).
    const page = await browser.newPage();
    /** The text of the page at `urlPath` of the copy's site, once it has loaded. */
    const textOf = async (urlPath: string) => {
      await page.goto(`${url}${urlPath}`);
      return page.locator("main").innerText();
    };
    try {
      expect(await textOf("/es")).toContain(edits.esBadge.to);
      expect(await textOf("/")).toContain(edits.enFeature.to);
      const english = await textOf("/case-studies");
      for (const text of [study.en.title, study.en.client, study.en.resultLabel]) {
        expect(english).toContain(text);
      }
      const spanish = await textOf("/es/casos-de-exito");
      for (const text of [study.es.title, study.es.client, study.es.resultLabel]) {
        expect(spanish).toContain(text);
      }
      await expect(page.getByRole("img", { name: study.es.imageAlt })).toBeVisible();

      const sitemap = await (await request.get(`${url}/sitemap.xml`)).text();
      for (const locale of localeIds) {
        const words = articleWordsOf(locale);
        const articleUrl = articlePath(locale, words.slug);
        const shown = await textOf(articleUrl);
        expect(shown, articleUrl).toContain(words.title);
        expect(shown, articleUrl).toContain(words.text);
        expect(await textOf(pagePath(pages.articles, locale))).toContain(words.title);
        const feed = await (await request.get(`${url}${articleFeedPath(locale)}`)).text();
        expect(feed, articleFeedPath(locale)).toContain(
          `<title><![CDATA[${words.title}]]></title>`,
        );
        expect(feed, articleFeedPath(locale)).toContain(`${articleUrl}</link>`);
        expect(sitemap, articleUrl).toContain(`${articleUrl}</loc>`);
      }
    } finally {
      await page.close();
      server.kill("SIGTERM");
    }
  });

  test("moving a case study up and deleting one change their files in every language, and an article stops linking to the deleted one", async ({
    page,
    guard,
  }) => {
    // Three studies of the test's own after the owner's (copies of the first, with their own
    // titles and result ids), so that the test does not depend on how many the owner has.
    const owners = readContent(checkout.dir).caseStudies;
    const source = owners[0];
    if (!source) throw new Error("The content has no case study to copy");
    const read = (file: string) =>
      parse(readFileSync(path.join(checkout.dir, file), "utf8")) as Record<string, unknown> & {
        title: string;
        results?: { id: string }[];
      };
    const [a, b, c] = ["A", "B", "C"].map((letter, index) => {
      const id = `${source.id}-copy-${letter.toLowerCase()}`;
      for (const locale of localeIds) {
        const study = read(studyFile(locale, source.id));
        study.title = `${study.title} (copy ${letter})`;
        study.order = owners.length + index + 1;
        study.results = study.results?.map((result) => ({
          ...result,
          id: `${result.id}Copy${letter}`,
        }));
        writeFileSync(path.join(checkout.dir, studyFile(locale, id)), editorYaml(study));
      }
      return { id, title: read(studyFile(defaultLocale, id)).title };
    });
    if (!a || !b || !c) throw new Error("Three copies expected");
    // An article that leads to the study the owner deletes: it must stop linking to it rather
    // than stop the publish.
    const leading = localeIds.flatMap((locale) => {
      const folder = path.join(checkout.dir, "app/content", locale, "articles");
      return readdirSync(folder)
        .map((name) => path.join(folder, name))
        .filter((file) => readFileSync(file, "utf8").includes("\nrelated:\n"));
    });
    expect(leading.length).toBeGreaterThanOrEqual(localeIds.length);
    for (const file of leading) {
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("\nrelated:\n", `\nrelated:\n  - ${a.id}\n`),
      );
    }
    expect(
      Object.values(readContent(checkout.dir).articles)
        .flat()
        .filter((article) => article.related.includes(a.id)),
    ).toHaveLength(leading.length);
    checkout.git("add", "--all");
    checkout.git("commit", "-qm", "three case studies to move and delete");

    await openEditor(page, checkout);
    await page.getByRole("treeitem", { name: "Case studies" }).click();
    const rowOf = (title: string) =>
      page
        .getByRole("row")
        .filter({ has: page.getByRole("gridcell", { name: title, exact: true }) });
    await page.getByRole("button", { name: "Reorder Entries" }).click();
    await rowOf(c.title).getByRole("button", { name: "Move Up" }).click();
    await page.getByRole("button", { name: "Done Reordering Entries" }).click();
    await rowOf(a.title).getByRole("checkbox").check();
    await page
      .getByRole("toolbar", { name: "Collection" })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(rowOf(c.title)).toHaveCount(1);
    await expect(rowOf(a.title)).toHaveCount(0);
    await checkout.syncBack(page);

    // The deleted study's file is gone in every language and the moved one changed in every
    // language (the editor renumbers the others to close the gap, so B may end as it was);
    // besides case studies, only the articles that led to the deleted one changed: the editor
    // takes it out of their related list.
    const status = checkout.git("status", "--short", "--untracked-files=all").trimEnd().split("\n");
    const articleLines = leading.map((file) => ` M ${path.relative(checkout.dir, file)}`);
    for (const line of status.filter((entry) => !articleLines.includes(entry))) {
      expect(line).toMatch(/^ [MD] app\/content\/[^/]+\/case-studies\/[^/]+\.yaml$/);
    }
    expect(status).toEqual(expect.arrayContaining(articleLines));
    expect(status.filter((line) => line.startsWith(" D")).sort()).toEqual(
      localeIds.map((locale) => ` D ${studyFile(locale, a.id)}`).sort(),
    );
    for (const locale of localeIds) expect(status).toContain(` M ${studyFile(locale, c.id)}`);
    const edited = readContent(checkout.dir);
    expect(edited.caseStudies.map(({ id }) => id)).toEqual([
      ...owners.map(({ id }) => id),
      c.id,
      b.id,
    ]);
    // The articles that led to it no longer do, and nothing is left for the check to warn of.
    const articles = Object.values(edited.articles).flat();
    expect(articles.filter((article) => article.related.includes(a.id))).toEqual([]);
    expect(articles.filter((article) => article.related.length > 0)).toHaveLength(leading.length);
    expect(edited.warnings).toEqual([]);
    expect(guard.cspViolations()).toEqual([]);
  });
});
