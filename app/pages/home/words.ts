import { z } from "zod";
import {
  eyebrowWords,
  factPlaceholders,
  idsOf,
  metaWordsSchema,
  template,
  text,
} from "../../content/schema.ts";

/**
 * The home page's words (`app/content/<locale>/home.yaml`): its head, hero, services, about
 * (values, track record), team, testimonials, client logos and contact. The records keyed by ids (`heroStats`, `services.items`,
 * `values`, `trackRecord.labels`) have one entry per id of the list of the same name in
 * app/content/figures.yaml (the content check checks it).
 */
export const homeWordsSchema = z.object({
  meta: metaWordsSchema("home page"),
  hero: z
    .object({
      badge: text.meta({ title: "Badge", description: "The small label above the headline." }),
      headline: text.meta({ title: "Headline", description: "The big first line." }),
      headlineAccent: text.meta({
        title: "Headline accent",
        description: "The headline's second line, in colour.",
      }),
      lead: text.meta({
        title: "Lead paragraph",
        description: `Under the headline. ${factPlaceholders}`,
        widget: "text",
      }),
      primaryCta: text.meta({
        title: "Main button",
        description: "Leads to the contact section.",
      }),
      /** The WhatsApp button beside the booking button. */
      whatsAppCta: text.meta({
        title: "WhatsApp button",
        description: "Beside the main button; opens a WhatsApp chat with the opening message.",
      }),
      secondaryCta: text.meta({
        title: "Second button",
        description: "Leads to the case studies page.",
      }),
      consultationNote: text.meta({
        title: "Consultation note",
        description: "Under the buttons.",
      }),
      statsLabel: text.meta({
        title: "Numbers' name (screen readers)",
        description: "Read for the list of figures beside the headline.",
      }),
    })
    .meta({ title: "Hero (top of the home page)" }),
  about: z
    .object({
      eyebrow: text.meta(eyebrowWords),
      heading: text.meta({ title: "Heading" }),
      paragraphs: z
        .array(text.meta({ title: "Paragraph", widget: "text" }))
        .min(1)
        .meta({ title: "Paragraphs" }),
      ctaLabel: text.meta({
        title: "Button",
        description:
          "Opens the company's LinkedIn page (Site facts and figures → Company facts) in a new tab.",
      }),
    })
    .meta({ title: "About section" }),
  contact: z
    .object({
      eyebrow: text.meta(eyebrowWords),
      heading: text.meta({ title: "Heading" }),
      intro: text.meta({ title: "Introduction", widget: "text" }),
      /** The section's first action: the link to the scheduling page. */
      bookCta: text.meta({
        title: "Booking button",
        description:
          "The section's first button; opens the scheduling page. Keep it short: it is one line on a phone.",
      }),
      phoneTitle: text.meta({ title: "Phone card title" }),
      /** The phone card's hours line, e.g. "Monday-Friday 9AM-6PM ART". */
      phoneHours: template("days", "opens", "closes", "zone").meta({
        title: "Phone card hours",
        description:
          "Must use {days}, {opens}, {closes} and {zone}, filled in from the office hours.",
      }),
      copyPhoneLabel: text.meta({ title: "Copy phone button" }),
      phoneCopied: text.meta({ title: "Phone copied message" }),
      officeTitle: text.meta({ title: "Office card title" }),
      copyAddressLabel: text.meta({ title: "Copy address button" }),
      addressCopied: text.meta({ title: "Address copied message" }),
      hoursTitle: text.meta({ title: "Hours card title" }),
      closedLabel: text.meta({
        title: "Closed",
        description: "Beside a day the office is closed.",
      }),
      /** A run of days in the schedule, "Monday-Friday" (a single day is its name alone). */
      dayRange: template("first", "last").meta({
        title: "Run of days",
        description: "Must use {first} and {last}: “Monday-Friday”.",
      }),
      /** Opening hours in the schedule, "9:00 AM-6:00 PM". */
      hoursRange: template("opens", "closes").meta({
        title: "Opening hours",
        description: "Must use {opens} and {closes}: “9:00 AM-6:00 PM”.",
      }),
      /** The live line while the office is open: "Open now · closes 6:00 PM". */
      openNow: template("closes").meta({
        title: "Open now line",
        description: "Shown while the office is open. Must use {closes}.",
      }),
      /** The live line while it is closed, by when it opens next: "Closed · opens Monday 9:00 AM". */
      opensLater: z
        .object({
          today: template("at").meta({ title: "Opens later today", description: "Must use {at}." }),
          tomorrow: template("at").meta({ title: "Opens tomorrow", description: "Must use {at}." }),
          weekday: template("day", "at").meta({
            title: "Opens another day",
            description: "Must use {day} and {at}.",
          }),
        })
        .meta({ title: "Closed lines", description: "Shown while the office is closed." }),
      messageTitle: text.meta({ title: "Message card title" }),
      messageText: text.meta({ title: "Message card text", widget: "text" }),
      whatsAppCta: text.meta({ title: "WhatsApp button" }),
      /** Before the e-mail address, in the message card, when site.yaml has one. */
      emailLabel: text.meta({
        title: "Before the e-mail address",
        description:
          "Under the message card's text, followed by the address; shown only when the site facts have an e-mail address.",
      }),
      copyFailed: text.meta({
        title: "Copy failed message",
        description: "Shown when the browser does not allow copying.",
      }),
    })
    .meta({ title: "Contact section" }),
  heroStats: z.record(idsOf(), text).meta({
    title: "Labels of the numbers at the top",
    description: "One label per figure of Site facts and figures → Figures → Numbers at the top.",
  }),
  services: z
    .object({
      eyebrow: text.meta(eyebrowWords),
      heading: text.meta({ title: "Heading" }),
      intro: text.meta({ title: "Introduction", widget: "text" }),
      ctaLabel: text.meta({
        title: "Button",
        description: "Under the cards; leads to the contact section.",
      }),
      items: z
        .record(
          idsOf(),
          z.object({
            title: text.meta({ title: "Title" }),
            description: text.meta({ title: "Description", widget: "text" }),
            features: z
              .array(text.meta({ title: "Feature" }))
              .length(3, "must list exactly three features")
              .meta({
                title: "Features",
                description: "Exactly three short points, listed on the card.",
              }),
          }),
        )
        .meta({
          title: "Service cards",
          description:
            "One card per service of Site facts and figures → Figures (which also sets their icons and order).",
        }),
    })
    .meta({ title: "Services section" }),
  values: z
    .record(
      idsOf(),
      z.object({
        title: text.meta({ title: "Title" }),
        description: text.meta({ title: "Description", widget: "text" }),
      }),
    )
    .meta({
      title: "Value cards (About section)",
      description: "One card per value of Site facts and figures → Figures.",
    }),
  trackRecord: z
    .object({
      heading: text.meta({ title: "Heading" }),
      labels: z.record(idsOf(), text).meta({
        title: "Figure labels",
        description: "One label per track record figure of Site facts and figures → Figures.",
      }),
    })
    .meta({ title: "Track record (About section)" }),
  /**
   * The team section, after about: one entry per person of app/content/team-and-clients.yaml
   * (`team`), by id; the section is left out while the team is empty.
   */
  team: z
    .object({
      eyebrow: text.meta(eyebrowWords),
      heading: text.meta({ title: "Heading" }),
      /** The link to a person's LinkedIn page: "{name} on LinkedIn". */
      linkedInLink: template("name").meta({
        title: "LinkedIn link",
        description:
          "The link to a person's LinkedIn page; {name} is replaced by the person's name.",
      }),
      members: z
        .array(
          z.object({
            id: idsOf().meta({
              title: "Id",
              description: "The person's id in Team and clients → Team, such as anaRuiz.",
            }),
            role: text.meta({
              title: "Role",
              description: "Their job title, such as Data engineer.",
            }),
            background: text.meta({
              title: "Background",
              description:
                "One line on their experience, such as Ten years of retail analytics at a supermarket chain.",
            }),
          }),
        )
        .meta({
          title: "People",
          description:
            "One entry per person of Site facts and figures → Team and clients → Team, with the same id, in every language.",
        })
        .optional(),
    })
    .meta({
      title: "Team section",
      description:
        "Shown after About while Site facts and figures → Team and clients lists at least one person.",
    }),
  /**
   * The testimonials section: one quote per testimonial of app/content/team-and-clients.yaml
   * (`testimonials`), by id; left out while there is none.
   */
  testimonials: z
    .object({
      eyebrow: text.meta(eyebrowWords),
      heading: text.meta({ title: "Heading" }),
      /** Shown instead of the company of an anonymised testimonial. */
      anonymised: text.meta({
        title: "Anonymised client",
        description: "Shown instead of the company under a testimonial marked Anonymised.",
      }),
      /** The link from a quote to its case study's card. */
      caseStudyLink: text.meta({
        title: "Case study link",
        description:
          "Under a testimonial that names a case study; leads to its card on the case studies page.",
      }),
      quotes: z
        .array(
          z.object({
            id: idsOf().meta({
              title: "Id",
              description:
                "The testimonial's id in Team and clients → Testimonials, such as retailOperations.",
            }),
            quote: text.meta({
              title: "Quote",
              description: "What the client said, without quotation marks.",
              widget: "text",
            }),
            role: text.meta({
              title: "Role",
              description:
                "The person's job title, such as Operations director; for an anonymised client, it may say the kind of company too.",
            }),
          }),
        )
        .meta({
          title: "Quotes",
          description:
            "One entry per testimonial of Site facts and figures → Team and clients → Testimonials, with the same id, in every language.",
        })
        .optional(),
    })
    .meta({
      title: "Testimonials section",
      description:
        "Shown before the client logos and Contact while Site facts and figures → Team and clients lists at least one testimonial.",
    }),
  /** The client logos strip, before contact; left out while app/content/team-and-clients.yaml lists none. */
  clientLogos: z
    .object({
      heading: text.meta({ title: "Heading", description: "The small heading above the logos." }),
    })
    .meta({
      title: "Client logos",
      description:
        "Shown before Contact while Site facts and figures → Team and clients lists at least one logo.",
    }),
});

/** The home page's words in one locale, placeholders filled in. */
export type HomeWords = z.output<typeof homeWordsSchema>;
