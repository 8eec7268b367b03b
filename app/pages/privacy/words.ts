import { z } from "zod";
import { metaWordsSchema, text, textSectionSchema } from "../../content/schema.ts";

/**
 * The privacy page, in every build: what the site collects (nothing, unless it counts visits:
 * docs/analytics.md) and what the booking service and WhatsApp receive when a visitor follows
 * them. The page shows `withoutAnalytics` or `withAnalytics` as the build counts visits or
 * not, then `sections` (privacy-text.ts).
 */
export const privacyWordsSchema = z.object({
  meta: metaWordsSchema,
  heading: text,
  intro: text,
  /** What the site collects while it counts nothing (analytics off, as it ships). */
  withoutAnalytics: textSectionSchema,
  /** What it counts and what it does not, while it counts visits (analytics on). */
  withAnalytics: z.array(textSectionSchema).min(1),
  /** What others receive when the visitor contacts the company: shown in either case. */
  sections: z.array(textSectionSchema).min(1),
});

/** The privacy page's words in one locale, placeholders filled in. */
export type PrivacyWords = z.output<typeof privacyWordsSchema>;
