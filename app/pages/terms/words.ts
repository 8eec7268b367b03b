import { z } from "zod";
import { metaWordsSchema, text, textSectionSchema } from "../../content/schema.ts";

/**
 * The terms page's words (`app/content/<locale>/terms.yaml`): the owner's own terms, which the
 * site does not write for her. Published in a language once it has a section; until then there
 * is no page and the footer has no link to it (app/pages/registry.ts, `isOptional`).
 */
export const termsWordsSchema = z.object({
  meta: metaWordsSchema("terms page"),
  heading: text.meta({ title: "Heading" }),
  intro: text.meta({ title: "Introduction", widget: "text" }),
  sections: z
    .array(textSectionSchema)
    .meta({
      title: "Sections",
      description:
        "Your terms of service, each section with its heading. The page, and the footer's link to it, are published in a language once it has a section there.",
    })
    .default([]),
});

/** The terms page's words in one locale, placeholders filled in. */
export type TermsWords = z.output<typeof termsWordsSchema>;
