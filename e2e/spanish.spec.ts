import type { Page, Request } from "@playwright/test";
import { expect, isPhone, openMobileMenu, recordViolations, test } from "./fixtures";
import { caseStudies, copies, site } from "~/content/testing";
const en = copies.en;
const es = copies.es;

/**
 * The Spanish (Argentina) pages: their own words, figures and hours, the language switcher,
 * the Spanish Not-found page, and no sentence of one language on the other's pages. The
 * behaviour suites (accessibility, markup, hosts, SEO, budgets) cover both locales too.
 */

/** Brand and place names, the same in both languages: not counted as words of either. */
const properNames = [site.name, "Buenos Aires", "Power BI", "Fortune 500", "ROI", "ETL"];

/** Every text of a copy module: strings at any depth (functions are sentence builders). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The sentences of a copy module with four or more words besides proper names: what must
 * never appear on the other language's pages.
 */
function sentencesOf(copy: unknown): string[] {
  const sentences = textsOf(copy)
    .flatMap((text) => text.split(/(?<=[.!?:])\s+|\s+·\s+/))
    .map((sentence) => sentence.trim());
  const wordCount = (sentence: string) =>
    properNames
      .reduce((rest, name) => rest.replaceAll(name, " "), sentence)
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word)).length;
  return [...new Set(sentences.filter((sentence) => wordCount(sentence) >= 4))];
}

/** What a person or a screen reader meets on the page: visible text, title, alt, aria-label. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("[alt]")].map((element) => element.getAttribute("alt")),
      ...[...document.querySelectorAll("[aria-label]")].map((element) =>
        element.getAttribute("aria-label"),
      ),
    ].join("\n"),
  );
}

const twins = [
  ["/", "/es"],
  ["/case-studies", "/es/casos-de-exito"],
] as const;

test.describe("Spanish pages", () => {
  for (const [english, spanish] of twins) {
    test(`no English sentence on ${spanish}, no Spanish sentence on ${english}`, async ({
      page,
    }) => {
      for (const [path, foreign] of [
        [spanish, sentencesOf(en)],
        [english, sentencesOf(es)],
      ] as const) {
        await page.goto(path);
        const texts = await pageTexts(page);
        expect(foreign.length).toBeGreaterThan(50);
        expect(
          foreign.filter((sentence) => texts.includes(sentence)),
          path,
        ).toEqual([]);
      }
    });

    test(`the switcher leads from ${english} to ${spanish} and back`, async ({ page }) => {
      const inFlight = new Set<Request>();
      page.on("request", (request) => inFlight.add(request));
      page.on("requestfinished", (request) => inFlight.delete(request));
      page.on("requestfailed", (request) => inFlight.delete(request));
      await page.goto(english);
      // The switcher link, scrolled to, once the lazy images that brought into view have
      // loaded: leaving the page would abort them, which the page guard reports.
      const switcherIn = async (name: string) => {
        const scope = isPhone() ? page.locator("footer") : page.locator("header");
        const link = scope.getByRole("link", { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await expect.poll(() => inFlight.size).toBe(0);
        return link;
      };
      const toSpanish = await switcherIn("Español");
      await expect(toSpanish).toHaveAttribute("lang", "es-AR");
      await expect(toSpanish).toHaveAttribute("hreflang", "es");
      await toSpanish.click();
      await expect(page).toHaveURL(new RegExp(`${spanish}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const toEnglish = await switcherIn("English");
      await expect(toEnglish).toHaveAttribute("lang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english === "/" ? "/" : english}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }

  /** Each page with its locale's copy and the part of it that is the page's own words. */
  const pagesWithWords = [
    { path: "/", copy: en, other: es, part: "home" },
    { path: "/case-studies", copy: en, other: es, part: "caseStudies" },
    { path: "/no-such-page", copy: en, other: es, part: "notFound" },
    { path: "/es", copy: es, other: en, part: "home" },
    { path: "/es/casos-de-exito", copy: es, other: en, part: "caseStudies" },
    { path: "/es/nada", copy: es, other: en, part: "notFound" },
  ] as const;
  for (const { path, copy, other, part } of pagesWithWords) {
    test(`${path} downloads its own words only: no other language, no other page`, async ({
      page,
      guard,
    }) => {
      guard.allowResponse(/\/(no-such-page|nada)$/, 404);
      guard.allowConsoleError(/status of 404|non-existent route: \/(no-such-page|es\/nada)/);
      // Everything the page downloads that can carry words: its HTML (with the loader data for
      // hydration) and every script.
      const downloads: Promise<string>[] = [];
      page.on("response", (response) => {
        if (["document", "script"].includes(response.request().resourceType()))
          downloads.push(response.text());
      });
      await page.goto(path);
      const downloaded = (await Promise.all(downloads)).join("\n");
      // Sentences as HTML and serialized data write them: without quotes, escapes or markup.
      const literal = (sentence: string) => !/["'\\`&<>]/.test(sentence);
      const own = sentencesOf([copy.common, copy[part]]);
      // The root route's data carries the locale's Not-found words to every page (a client-side
      // navigation to an unknown path has no data file to load), so they are not foreign.
      const ownTexts = textsOf([copy.common, copy[part], copy.notFound]).join("\n");
      const otherPages = Object.entries(copy).filter(
        ([key]) => key !== "common" && key !== part && key !== "notFound",
      );
      const foreign = [...sentencesOf(other), ...sentencesOf(otherPages)].filter(
        (sentence) => literal(sentence) && !ownTexts.includes(sentence),
      );

      expect(own.filter(literal).every((sentence) => downloaded.includes(sentence))).toBe(true);
      expect(foreign.length).toBeGreaterThan(20);
      expect(foreign.filter((sentence) => downloaded.includes(sentence))).toEqual([]);
    });
  }

  test("the home page's figures, hours and WhatsApp message are in Argentine Spanish", async ({
    page,
  }) => {
    await page.goto("/es");
    const stat = (label: string) => page.locator("dl div").filter({ hasText: label }).locator("dd");
    await expect(stat("Proyectos completados")).toHaveText("8+");
    await expect(stat("Satisfacción de clientes")).toHaveText("98%");
    await expect(stat("Aumento promedio del ROI")).toHaveText("340%");
    await expect(stat("Clientes Fortune 500")).toHaveText("Todavía no");
    await expect(page.getByText("Lunes a viernes, de 9 a 18 h (ART)")).toBeVisible();
    const hours = page.locator("#contacto dl");
    await expect(hours).toContainText("Lunes a viernes9:00 a 18:00");
    await expect(hours).toContainText("Sábado10:00 a 14:00");
    await expect(hours).toContainText("DomingoCerrado");
    const whatsApp = page.getByRole("link", { name: /Escribinos por WhatsApp/ });
    const text = new URL((await whatsApp.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toBe("Hola, me gustaría ponerme en contacto.");
  });

  test("outbound links open in a new tab and say so in Spanish", async ({ page }) => {
    await page.goto("/es");
    for (const [name, href] of [
      [/Agendá tu consulta/, site.consultation.url],
      [/Contanos tu proyecto/, site.consultation.url],
      [/Conocé más sobre nosotros/, site.linkedInUrl],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    }
  });

  test("case-study money reads in US dollars with decimal commas", async ({ page }) => {
    await page.goto("/es/casos-de-exito");
    const results = page.locator("article dd");
    const kinds = caseStudies.flatMap((study) => study.results.map(({ figure }) => figure.kind));
    const money = /^US\$ \d+(,\d+)?( \p{L}+)?$/u;
    await expect(results).toHaveCount(kinds.length);
    for (const [index, kind] of kinds.entries()) {
      if (kind === "usd") await expect(results.nth(index)).toHaveText(money);
      if (kind === "months") await expect(results.nth(index)).toHaveText(/^\d+ mes(es)?$/);
    }
    await expect(results.filter({ hasText: /^\$/ })).toHaveCount(0);
  });

  test("the open-now line speaks Spanish on the Buenos Aires clock", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-21T14:00:00-03:00"));
    await page.goto("/es");
    await expect(page.getByTestId("office-status")).toHaveText(
      "Cerrado · abre el lunes a las 9:00",
    );
  });

  test("the menu, an anchor and the copy button work in Spanish", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const violations = await recordViolations(page);
    await page.goto("/es");
    if (isPhone()) {
      const menu = await openMobileMenu(page, "Abrir menú");
      await expect(menu.getByRole("link", { name: "Servicios", exact: true })).toBeVisible();
      await menu.getByRole("link", { name: "Contacto", exact: true }).click();
      await expect(menu).toBeHidden();
    } else {
      await page.locator("header").getByRole("link", { name: "Contacto", exact: true }).click();
    }
    await expect(page).toHaveURL(/\/es#contacto$/);
    await expect(page.locator("#contacto h2")).toBeInViewport();
    await page.getByRole("button", { name: "Copiar número de teléfono" }).click();
    await expect(page.getByText("Número copiado")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an unknown path under /es/ answers 404 with the Spanish Not-found page", async ({
    page,
    guard,
  }) => {
    guard.allowResponse(/\/es\/nada$/, 404);
    guard.allowConsoleError(/status of 404|non-existent route: \/es\/nada/);
    const response = await page.goto("/es/nada");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¡Uy! No encontramos la página",
    );
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/es$/);
  });
});
