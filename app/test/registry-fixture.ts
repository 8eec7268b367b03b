import { z } from "zod";
import { metaWordsSchema, text } from "~/content/schema";
import type { Locale } from "~/i18n/locales";
import { pages, type PageEntry, type PageRegistry } from "~/pages/registry";

/**
 * The tests' page registry with a page the site does not have, for the preview's tests:
 * what adding a page to app/pages/registry.ts gives the editor's preview, with nothing else
 * changed.
 */

/** A page the site does not have, as a new page's registry entry would describe it. */
export const engagementModels: PageEntry = {
  route: "pages/engagement-models/route.tsx",
  file: "engagement-models.yaml",
  words: z.object({
    meta: metaWordsSchema("engagement models page"),
    eyebrow: text.meta({ title: "Eyebrow" }),
    heading: text.meta({ title: "Heading" }),
    intro: text.meta({ title: "Introduction" }),
    models: z
      .array(z.object({ title: text.meta({ title: "Title" }), text: text.meta({ title: "Text" }) }))
      .meta({ title: "Models" }),
  }),
  label: "Engagement models page",
  slugs: { en: "engagement-models", es: "modelos-de-trabajo" },
  isIndexable: true,
  needsHydration: false,
  isInNavigation: true,
  isOptional: false,
  listsArticles: false,
};
export const withEngagementModels: PageRegistry = { ...pages, engagementModels };

/** Its words file in each locale, as the editor holds it (placeholders not filled). */
export const engagementModelsWords: Record<Locale, Record<string, unknown>> = {
  en: {
    meta: {
      title: "Engagement models · {siteName}",
      description: "Three ways to work with us, from one project to a team of our own.",
      image: { alt: "Engagement models", headline: "Three ways to work with us" },
    },
    eyebrow: "How we work",
    heading: "Three ways to work with {siteName}",
    intro: "Pick the one that fits your team.",
    models: [
      { title: "Project", text: "A fixed scope and a fixed price." },
      { title: "Retainer", text: "Hours every month, for what comes up." },
    ],
    confirmed: ["heading"],
  },
  es: {
    meta: {
      title: "Modelos de trabajo · {siteName}",
      description: "Tres formas de trabajar con nosotros, de un proyecto a un equipo propio.",
      image: { alt: "Modelos de trabajo", headline: "Tres formas de trabajar con nosotros" },
    },
    eyebrow: "Cómo trabajamos",
    heading: "Tres formas de trabajar con {siteName}",
    intro: "Elegí la que le sirve a tu equipo.",
    models: [
      { title: "Proyecto", text: "Un alcance y un precio cerrados." },
      { title: "Abono", text: "Horas todos los meses, para lo que surja." },
    ],
  },
};
