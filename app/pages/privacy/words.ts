import { z } from "zod";
import { metaWordsSchema, text } from "../../content/schema.ts";

/**
 * The privacy page, built only when analytics is on: what the site counts and what it does not
 * (docs/analytics.md), in sections.
 */
export const privacyWordsSchema = z.object({
  meta: metaWordsSchema,
  heading: text,
  intro: text,
  sections: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
});

/** The privacy page's words in one locale, placeholders filled in. */
export type PrivacyWords = z.output<typeof privacyWordsSchema>;
