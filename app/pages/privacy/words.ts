import { z } from "zod";
import { metaWordsSchema, text, textSectionSchema } from "../../content/schema.ts";

/**
 * The privacy page, in every build: what the site collects (nothing, unless it counts visits:
 * docs/analytics.md) and what the booking service and WhatsApp receive when a visitor follows
 * them. The page shows `withoutAnalytics` or `withAnalytics` as the build counts visits or
 * not, then `sections` (privacy-text.ts).
 */
export const privacyWordsSchema = z.object({
  meta: metaWordsSchema("privacy page"),
  heading: text.meta({ title: "Heading" }),
  intro: text.meta({ title: "Introduction", widget: "text" }),
  /** What the site collects while it counts nothing (analytics off, as it ships). */
  withoutAnalytics: textSectionSchema.meta({
    title: "While visits are not counted",
    description:
      "What the website collects while analytics is off (as it ships): shown first then, in place of the next field.",
  }),
  /** What it counts and what it does not, while it counts visits (analytics on). */
  withAnalytics: z.array(textSectionSchema).min(1).meta({
    title: "While visits are counted",
    description:
      "What is counted, what is not, and how not to be counted: shown first while analytics is on (site facts → Analytics).",
  }),
  /** What others receive when the visitor contacts the company: shown in either case. */
  sections: z.array(textSectionSchema).min(1).meta({
    title: "Sections",
    description:
      "Shown in either case, after the part on counting: what the booking service, WhatsApp and others receive when a visitor contacts you.",
  }),
});

/** The privacy page's words in one locale, placeholders filled in. */
export type PrivacyWords = z.output<typeof privacyWordsSchema>;
