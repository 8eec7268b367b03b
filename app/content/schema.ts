import { z } from "zod";
import { isProtocolRelative, protocolRelativeProblem } from "../lib/analytics-settings.ts";
import { messageProblem, messageSyntaxHint, placeholdersOf } from "../lib/message.ts";

/**
 * Zod schemas of the content as the pages get it, and its types. The YAML files of
 * app/content/ are checked against schemas built from these (app/content/content.server.ts)
 * before every build and in the unit tests: a bad value fails with a message naming the file,
 * the field and the rule (docs/decisions/040-content-in-yaml.md).
 */

/**
 * The longest text a field takes, in characters (after trimming): room for a long paragraph,
 * the longest of the default content being about 300. The schemas do not tell a label from a
 * paragraph, so every text has this one bound; titles and descriptions have tighter ones.
 */
export const maxTextLength = 2000;

/**
 * The longest run of characters without a space a text may hold: a longer "word" cannot wrap
 * and widens the page past a phone's screen (375 px fit about 40 characters of body text; the
 * default content's longest is under 30). No text of the content holds a URL or an e-mail
 * address, which have fields of their own (`consultation.url`, `linkedInUrl`).
 */
export const maxWordLength = 60;

/** The longest run of non-space characters in `value`. */
function longestWordOf(value: string): string {
  let longest = "";
  for (const [word] of value.matchAll(/\S+/g)) if (word.length > longest.length) longest = word;
  return longest;
}

/** A text of the content: not empty, at most {@link maxTextLength} long, no word longer than {@link maxWordLength}. */
const nonEmpty = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(maxTextLength, `must be at most ${maxTextLength} characters`)
  .refine((value) => longestWordOf(value).length <= maxWordLength, {
    error: (issue) => {
      const word = longestWordOf(String(issue.input));
      return `has a word of ${word.length} characters ("${word.slice(0, 20)}…"): at most ${maxWordLength} without a space fit a phone's screen`;
    },
  });

/** E.164 phone number: "+", country code, up to 15 digits in all (ITU-T E.164). */
export const e164Schema = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number such as +5491155550123");

/** An absolute https URL (no plain-http outbound links). */
export const httpsUrlSchema = z.url({
  protocol: /^https$/,
  error: "must be an absolute https:// URL",
});

/** 24-hour clock time "HH:MM". */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time HH:MM such as 09:00");

/** ISO 8601 weekday codes as schema.org uses them (Mo…Su). */
export const weekdaySchema = z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);

export const officeHoursSchema = z
  .array(
    z
      .object({
        days: z.array(weekdaySchema).min(1, "must list at least one day").meta({ title: "Days" }),
        opens: clockTimeSchema.meta({ title: "Opens", description: "24-hour time, e.g. 09:00." }),
        closes: clockTimeSchema.meta({
          title: "Closes",
          description: "24-hour time, later than Opens.",
        }),
      })
      .refine((rule) => rule.opens < rule.closes, {
        message: "opens must be earlier than closes",
        path: ["closes"],
      }),
  )
  .min(1, "must have at least one opening rule")
  .refine(
    (rules) => {
      const days = rules.flatMap((rule) => rule.days);
      return new Set(days).size === days.length;
    },
    { message: "a weekday must not appear in two rules" },
  );

export const siteSchema = z.object({
  /**
   * The site's origin (SITE_URL). Only an origin: every page, asset and link is addressed
   * from the root of the domain, so the site cannot live under a path, and a GitHub project
   * site (`https://user.github.io/repo`) needs a custom domain (docs/deploying.md).
   */
  url: httpsUrlSchema
    .refine((url) => !url.endsWith("/"), "must not end with a slash")
    .refine(
      (url) => URL.canParse(url) && new URL(url).pathname === "/" && !/[?#]/.test(url),
      "must be an origin such as https://www.your-domain.com (set by SITE_URL), without a path: the site is served from the root of its domain, so a GitHub project site (https://user.github.io/repo) needs a custom domain (docs/deploying.md, GitHub Pages)",
    ),
  themeColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour")
    .meta({
      title: "Theme colour",
      description: "The colour of the browser's bar on phones, written #rrggbb.",
    }),
  name: nonEmpty.meta({
    title: "Company name",
    description:
      "Shown in the header, the footer, page titles and link previews, in every language.",
  }),
  foundingYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .meta({ title: "Founding year", description: "Quoted in the About section." }),
  copyrightYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .meta({ title: "Copyright year", description: "The first year in the footer's ©." }),
  phone: z.object({ display: nonEmpty, e164: e164Schema }),
  whatsApp: z.object({ number: e164Schema }),
  consultation: z
    .object({
      url: httpsUrlSchema.meta({
        title: "Scheduling link",
        description: "The booking page the consultation buttons open (https://…).",
      }),
      lengthMinutes: z.number().int().positive().meta({
        title: "Length (minutes)",
        description: "Quoted wherever the pages say {consultationMinutes}.",
      }),
    })
    .meta({ title: "Free consultation" }),
  linkedInUrl: httpsUrlSchema.meta({
    title: "LinkedIn page",
    description:
      "The company's LinkedIn address (https://…), opened by the About section's button and named in search data.",
  }),
  /**
   * The company's e-mail address, optional: shown in the contact section and given to search
   * engines (`ProfessionalService`) only when set.
   */
  email: z
    .email({ error: "must be an e-mail address such as hola@your-domain.com" })
    .meta({
      title: "E-mail address (optional)",
      description:
        "Shown in the contact section, under the WhatsApp message card, and given to search engines. Leave empty to show none.",
    })
    .optional(),
  address: z
    .object({
      street: nonEmpty.meta({ title: "Street and number" }),
      locality: nonEmpty.meta({ title: "City" }),
      region: nonEmpty.meta({ title: "Province or region" }),
      postalCode: nonEmpty.meta({ title: "Postal code" }),
      countryName: nonEmpty.meta({ title: "Country" }),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as AR")
        .meta({ title: "Country code", description: "Two capital letters, AR for Argentina." }),
    })
    .meta({
      title: "Office address",
      description: "Shown in the contact section and given to search engines.",
    }),
  timeZone: z
    .string()
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat("en-US", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be an IANA time zone such as America/Argentina/Buenos_Aires" },
    )
    .meta({
      title: "Time zone",
      description:
        "The office's time zone, such as America/Argentina/Buenos_Aires: the “Open now” line is computed in it.",
    }),
  timeZoneAbbreviation: nonEmpty.meta({
    title: "Time zone abbreviation",
    description: "Written after the phone hours, such as ART.",
  }),
  officeHours: officeHoursSchema.meta({
    title: "Office hours",
    description:
      "One rule per group of days with the same hours. A day in no rule is closed. Shown in the contact section.",
  }),
});

/**
 * Privacy-first analytics (docs/analytics.md): off while `domain` is empty. `domain` is the
 * site's domain as the Plausible-compatible provider knows it; `endpoint` is its events API:
 * an https URL (plausible.io or a self-hosted Community Edition), a same-origin path the host
 * proxies (`/api/event`), or an http URL on loopback (the tests' local collector).
 */
export const analyticsSchema = z.object({
  domain: z
    .union([
      z.literal(""),
      z
        .string()
        .regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
          "must be empty (analytics off) or a domain such as www.example.com",
        ),
    ])
    .meta({
      title: "Site domain for counting",
      description:
        "The site's domain as the counting service knows it, such as www.your-domain.com. Leave empty to count nothing; the privacy page then says that nothing is counted.",
    }),
  endpoint: z
    .union(
      [
        httpsUrlSchema,
        // Not `//host/path`: a browser reads it as a URL on another host, not as a path of this
        // site, and the CSP would then block every event.
        z.string().regex(/^\/(?![/\\])[\w/-]+$/, "a same-origin path such as /api/event"),
        z.url({ protocol: /^http$/, hostname: /^(127\.0\.0\.1|localhost)$/ }),
      ],
      {
        error: (issue) =>
          isProtocolRelative(String(issue.input))
            ? protocolRelativeProblem
            : "must be an https:// URL or a same-origin path such as /api/event",
      },
    )
    .meta({
      title: "Counting service address",
      description:
        "Where visits are sent: https://plausible.io/api/event, a self-hosted service's address, or /api/event when the host forwards it.",
    }),
});

/** The shape of `analytics` in app/content/site.yaml. */
export type AnalyticsContent = z.infer<typeof analyticsSchema>;

/** The site's facts as the pages get them (app/content/site.yaml, with `url` and the displayed phone added). */
export type SiteContent = z.infer<typeof siteSchema>;

/**
 * A message template (an ICU message, app/lib/message.ts) that must use exactly the
 * placeholders `names`, each at least once (a plural's forms count), in any order:
 * `"{days} {opens}-{closes} {zone}"`. A malformed message is refused with its reason.
 */
export function template(...names: string[]) {
  const expected = names.map((name) => `{${name}}`).join(", ");
  return nonEmpty.superRefine((value, context) => {
    const problem = messageProblem(value);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return;
    }
    const used = placeholdersOf(value);
    if (used.length !== names.length || !names.every((name) => used.includes(name))) {
      const has = used.map((name) => `{${name}}`).join(", ") || "none";
      context.addIssue({
        code: "custom",
        message: `must use the placeholders ${expected} and no other (it has ${has})`,
      });
    }
  });
}

export const text = nonEmpty;
const fragmentId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "must be a kebab-case fragment id");

/**
 * The editor's hint on the facts a text may quote in braces (`quotableFacts` in
 * app/content/site-facts.ts), and the message syntax in one line ({@link messageSyntaxHint}),
 * added to the hints of the texts that quote them most.
 */
export const factPlaceholders = `The site fills in {siteName}, {foundingYear}, {consultationMinutes}, {caseStudyCount}, {schedulingHost} and the figures' ids such as {annualCostSavings}. ${messageSyntaxHint}`;

/** The editor's words for the small word above a section's heading. */
export const eyebrowWords = { title: "Eyebrow", description: "The small word above the heading." };

/** A section of a text page (privacy, terms): its heading and at least one paragraph. */
export const textSectionSchema = z.object({
  heading: text.meta({ title: "Section heading" }),
  paragraphs: z
    .array(text.meta({ title: "Paragraph", widget: "text" }))
    .min(1)
    .meta({ title: "Paragraphs" }),
});

/** A site path with an optional fragment, as a derived link holds it: `/es#contact`. */
export const linkSchema = z.object({
  label: text,
  to: z
    .string()
    .regex(/^\/[\w/-]*(#[a-z-]+)?$/, "must be a root-relative path, optionally with #fragment"),
});

/**
 * A page's head as its content file holds it: title, description and the words of its link
 * preview (the preview's path is derived from the page registry, app/pages/page-head.ts).
 *
 * @param page - the page as the editor's hint names it: `case studies page`.
 */
export function metaWordsSchema(page: string) {
  return z
    .object({
      title: text.meta({
        title: "Page title",
        description: `The browser tab and the search result's headline. At most 60 characters once filled in. ${factPlaceholders}`,
      }),
      description: text.meta({
        title: "Description",
        description:
          "The text under the headline in search results and link previews; 50 to 160 characters once filled in.",
        widget: "text",
      }),
      image: z
        .object({
          alt: text.meta({
            title: "Preview image description",
            description: "Describes the preview image for people who cannot see it.",
          }),
          headline: text.meta({
            title: "Preview image headline",
            description: "The big words drawn on the preview image (5 to 80 characters).",
          }),
        })
        .meta({ title: "Link preview image" }),
    })
    .meta({
      title: "Search results and link previews",
      description: `How the ${page} appears in search engines and when its link is shared.`,
    });
}

/**
 * The same head once its placeholders are filled in: search engines cut longer titles and
 * descriptions, so the lengths are checked on the text the page will show.
 */
export const filledMetaSchema = z.object({
  title: z
    .string()
    .min(10)
    .max(60, "must be at most 60 characters (search results cut longer titles)"),
  description: z
    .string()
    .min(50)
    .max(160, "must be at most 160 characters (search snippets cut longer ones)"),
  image: z.object({ alt: z.string().min(10), headline: z.string().min(5).max(80) }),
});

/** Records keyed by the ids of a list of app/content/figures.yaml (the content check checks the ids). */
export function idsOf() {
  return z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be a camelCase id");
}

/**
 * What every page of a locale says (`<locale>/common.yaml`): header, menu, skip link,
 * notifications, footer. The links' paths are derived (app/content/common-words.ts).
 */
export const commonWordsSchema = z.object({
  site: z
    .object({
      tagline: text.meta({
        title: "Tagline",
        description: "One sentence about the company, in the footer and in search data.",
      }),
      description: text.meta({
        title: "Company description",
        description: "Two lines about what the company does, in the footer and in search data.",
        widget: "text",
      }),
      areaServed: z
        .array(text.meta({ title: "Area" }))
        .min(1)
        .meta({
          title: "Areas served",
          description: "Countries or regions the company works in, for search engines.",
        }),
      /** The WhatsApp chat's prefilled message (docs/requirements.md R10). */
      whatsAppText: text.meta({
        title: "WhatsApp opening message",
        description:
          "The message a visitor's WhatsApp chat starts with, on the home page and every page without one of its own (articles and case studies have theirs).",
      }),
    })
    .meta({ title: "About the company", description: "Used by search engines and link previews." }),
  navigation: z
    .object({
      primaryLabel: text.meta({
        title: "Main menu name",
        description: "Read by screen readers for the header's menu.",
      }),
      homeLabel: text.meta({
        title: "Home link name",
        description: "Read by screen readers for the logo link.",
      }),
      sectionIds: z
        .object({
          services: fragmentId.meta({ title: "Services" }),
          about: fragmentId.meta({ title: "About" }),
          contact: fragmentId.meta({ title: "Contact" }),
        })
        .meta({
          title: "Section addresses",
          description:
            "The words after # in the address of each home page section (#services). Lowercase words joined by hyphens.",
        }),
      /** The labels of the links to the home page's sections: services, about, contact. */
      links: z
        .array(text.meta({ title: "Menu entry" }))
        .length(3)
        .meta({
          title: "Menu links",
          description:
            "The three menu entries, in order: the Services, About and Contact sections.",
        }),
      getStarted: text.meta({
        title: "Get started button",
        description: "The header's button to the contact section.",
      }),
      caseStudies: text.meta({
        title: "Case studies link",
        description: "The menu entry of the case studies page.",
      }),
      /** The articles page's link, shown while the language has a published article. */
      articles: text.meta({
        title: "Articles link",
        description:
          "The menu and footer entry of the articles page, shown while the language has a published article.",
      }),
      menuLabel: text.meta({ title: "Menu title (phone)" }),
      openMenuLabel: text.meta({ title: "Open menu button (phone, screen readers)" }),
      closeMenuLabel: text.meta({ title: "Close menu button (phone, screen readers)" }),
      skipLinkLabel: text.meta({
        title: "Skip link",
        description: "The first link for keyboard users, jumping to the page's content.",
      }),
      notificationsLabel: text.meta({ title: "Notification (screen readers)" }),
      /** The Radix toast region's name; Radix puts its keyboard shortcut in `{hotkey}`. */
      notificationsRegionLabel: text.includes("{hotkey}", { error: "must contain {hotkey}" }).meta({
        title: "Notifications area (screen readers)",
        description: "Must contain {hotkey}: the keyboard shortcut is put there.",
      }),
      /** The Sonner toast stack's name (Sonner adds its shortcut, "alt+T"). */
      toastStackLabel: text.meta({ title: "Notification stack (screen readers)" }),
      dismissLabel: text.meta({ title: "Dismiss button" }),
      /** The name of the list of links to the other languages. */
      languagesLabel: text.meta({
        title: "Language switcher name",
        description: "Read by screen readers for the list of languages.",
      }),
      /** Read after a link that opens a new tab (WCAG 3.2.5). */
      opensInNewTab: text.meta({
        title: "New tab warning",
        description: "Read by screen readers after a link that opens a new tab.",
      }),
    })
    .meta({ title: "Header and menu" }),
  /**
   * The two ways to get in touch that every page offers on a phone: the action bar fixed at
   * the bottom (app/components/layout/phone-action-bar.tsx) and the menu's WhatsApp link.
   */
  contactActions: z
    .object({
      /** The action bar's name, read by screen readers for the landmark. */
      label: text.meta({
        title: "Bar name (screen readers)",
        description: "Read by screen readers for the bar.",
      }),
      /** The booking link's label in the bar: short, it shares the bar's width with WhatsApp. */
      book: text.meta({
        title: "Booking link",
        description:
          "Opens the scheduling page. Keep it short: it shares the phone's width with WhatsApp.",
      }),
      /** The WhatsApp link's label, in the bar and in the menu. */
      whatsApp: text.meta({
        title: "WhatsApp link",
        description:
          "Opens a WhatsApp chat with the opening message above; in the bar and in the menu.",
      }),
    })
    .meta({
      title: "Phone action bar",
      description:
        "The bar fixed at the bottom of a phone's screen once the hero's buttons have scrolled away, with the booking and WhatsApp links; its WhatsApp link is in the menu too.",
    }),
  footer: z
    .object({
      navigationLabel: text.meta({ title: "Footer menu name (screen readers)" }),
      rights: text.meta({
        title: "Rights notice",
        description: "After the © year and company name.",
      }),
      privacyPolicy: text.meta({
        title: "Privacy policy link",
        description: "Leads to the privacy page (Page words → Privacy page).",
      }),
      termsOfService: text.meta({
        title: "Terms of service link",
        description: "Shown once the terms page has a section (Page words → Terms page).",
      }),
    })
    .meta({ title: "Footer" }),
  /** The page shown when rendering fails (`ErrorBoundary` in app/root.tsx). */
  errorPage: z
    .object({
      /** Its heading; in English "Unexpected Application Error!" (docs/requirements.md R14). */
      heading: text.meta({ title: "Heading", description: "Shown if a page fails to display." }),
    })
    .meta({ title: "Error page" }),
  figures: z
    .object({
      /** Shown for a figure the company has not reached yet ("Not there yet"). */
      notYet: text.meta({
        title: "Not yet reached",
        description: "Shown for a figure of kind notYet.",
      }),
    })
    .meta({ title: "Figures" }),
});

/** The words of `<locale>/common.yaml` as the file holds them. */
export type CommonWords = z.output<typeof commonWordsSchema>;
