import { z } from "zod";
import { idsOf, metaWordsSchema, template, text } from "../../content/schema.ts";

/**
 * The home page's words (`app/content/<locale>/home.yaml`): its head, hero, services, about
 * (values, track record), team, testimonials, client logos and contact. The records keyed by ids (`heroStats`, `services.items`,
 * `values`, `trackRecord.labels`) have one entry per id of the list of the same name in
 * app/content/figures.yaml (the content check checks it).
 */
export const homeWordsSchema = z.object({
  meta: metaWordsSchema,
  hero: z.object({
    badge: text,
    headline: text,
    headlineAccent: text,
    lead: text,
    primaryCta: text,
    /** The WhatsApp button beside the booking button. */
    whatsAppCta: text,
    secondaryCta: text,
    consultationNote: text,
    statsLabel: text,
  }),
  about: z.object({
    eyebrow: text,
    heading: text,
    paragraphs: z.array(text).min(1),
    ctaLabel: text,
  }),
  contact: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    /** The section's first action: the link to the scheduling page. */
    bookCta: text,
    phoneTitle: text,
    /** The phone card's hours line, e.g. "Monday-Friday 9AM-6PM ART". */
    phoneHours: template("days", "opens", "closes", "zone"),
    copyPhoneLabel: text,
    phoneCopied: text,
    officeTitle: text,
    copyAddressLabel: text,
    addressCopied: text,
    hoursTitle: text,
    closedLabel: text,
    /** A run of days in the schedule, "Monday-Friday" (a single day is its name alone). */
    dayRange: template("first", "last"),
    /** Opening hours in the schedule, "9:00 AM-6:00 PM". */
    hoursRange: template("opens", "closes"),
    /** The live line while the office is open: "Open now · closes 6:00 PM". */
    openNow: template("closes"),
    /** The live line while it is closed, by when it opens next: "Closed · opens Monday 9:00 AM". */
    opensLater: z.object({
      today: template("at"),
      tomorrow: template("at"),
      weekday: template("day", "at"),
    }),
    messageTitle: text,
    messageText: text,
    whatsAppCta: text,
    /** Before the e-mail address, in the message card, when site.yaml has one. */
    emailLabel: text,
    copyFailed: text,
  }),
  heroStats: z.record(idsOf(), text),
  services: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    ctaLabel: text,
    items: z.record(
      idsOf(),
      z.object({
        title: text,
        description: text,
        features: z.array(text).length(3, "must list exactly three features"),
      }),
    ),
  }),
  values: z.record(idsOf(), z.object({ title: text, description: text })),
  trackRecord: z.object({
    heading: text,
    labels: z.record(idsOf(), text),
  }),
  /**
   * The team section, after about: one entry per person of app/content/team-and-clients.yaml
   * (`team`), by id; the section is left out while the team is empty.
   */
  team: z.object({
    eyebrow: text,
    heading: text,
    /** The link to a person's LinkedIn page: "{name} on LinkedIn". */
    linkedInLink: template("name"),
    members: z.array(z.object({ id: idsOf(), role: text, background: text })).optional(),
  }),
  /**
   * The testimonials section: one quote per testimonial of app/content/team-and-clients.yaml
   * (`testimonials`), by id; left out while there is none.
   */
  testimonials: z.object({
    eyebrow: text,
    heading: text,
    /** Shown instead of the company of an anonymised testimonial. */
    anonymised: text,
    /** The link from a quote to its case study's card. */
    caseStudyLink: text,
    quotes: z.array(z.object({ id: idsOf(), quote: text, role: text })).optional(),
  }),
  /** The client logos strip, before contact; left out while app/content/team-and-clients.yaml lists none. */
  clientLogos: z.object({ heading: text }),
});

/** The home page's words in one locale, placeholders filled in. */
export type HomeWords = z.output<typeof homeWordsSchema>;
