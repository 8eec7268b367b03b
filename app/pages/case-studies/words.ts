import { z } from "zod";
import { eyebrowWords, metaWordsSchema, text } from "../../content/schema.ts";
import { messageSyntaxHint } from "../../lib/message.ts";

/**
 * The case studies page's words (`app/content/<locale>/case-studies.yaml`); each case study's
 * words are in its own file (app/content/case-studies.ts).
 */
export const caseStudiesWordsSchema = z.object({
  meta: metaWordsSchema("case studies page"),
  backToHome: text.meta({
    title: "Back link",
    description: "Above the heading, to the home page.",
  }),
  eyebrow: text.meta(eyebrowWords),
  heading: text.meta({ title: "Heading" }),
  intro: text.meta({
    title: "Introduction",
    description: `Under the heading. {caseStudyCount} is the number of case studies. ${messageSyntaxHint}`,
    widget: "text",
  }),
  clientLabel: text.meta({ title: "Client label", description: "On each case study's card." }),
  resultsLabel: text.meta({ title: "Results label", description: "On each case study's card." }),
  tagsLabel: text.meta({
    title: "Tags label (screen readers)",
    description: "Read for the list of tags on each card.",
  }),
  /**
   * The closing call to action; its button leads to the home page's contact section, the
   * WhatsApp link beside it opens a chat.
   */
  cta: z
    .object({
      heading: text.meta({ title: "Heading" }),
      text: text.meta({ title: "Text", widget: "text" }),
      label: text.meta({ title: "Button", description: "Leads to the contact section." }),
      whatsAppLabel: text.meta({
        title: "WhatsApp button",
        description: "Beside the button; opens a WhatsApp chat in a new tab.",
      }),
    })
    .meta({ title: "Closing call to action", description: "At the bottom of the page." }),
  /** The WhatsApp chat's first message on this page, naming it (the bar, the menu, the band). */
  whatsAppText: text.meta({
    title: "WhatsApp opening message",
    description:
      "The message a WhatsApp chat opened from this page starts with (the bar, the menu, the closing band): say it comes from the case studies.",
  }),
});

/** The case studies page's words in one locale, placeholders filled in. */
export type CaseStudiesWords = z.output<typeof caseStudiesWordsSchema>;
