import { z } from "zod";
import { metaWordsSchema, text } from "../../content/schema.ts";

/**
 * The case studies page's words (`app/content/<locale>/case-studies.yaml`); each case study's
 * words are in its own file (app/content/case-studies.ts).
 */
export const caseStudiesWordsSchema = z.object({
  meta: metaWordsSchema,
  backToHome: text,
  eyebrow: text,
  heading: text,
  intro: text,
  clientLabel: text,
  resultsLabel: text,
  tagsLabel: text,
  /**
   * The closing call to action; its button leads to the home page's contact section, the
   * WhatsApp link beside it opens a chat.
   */
  cta: z.object({ heading: text, text, label: text, whatsAppLabel: text }),
  /** The WhatsApp chat's first message on this page, naming it (the bar, the menu, the band). */
  whatsAppText: text,
});

/** The case studies page's words in one locale, placeholders filled in. */
export type CaseStudiesWords = z.output<typeof caseStudiesWordsSchema>;
