import { z } from "zod";
import { isProtocolRelative, protocolRelativeProblem } from "../lib/analytics-settings.ts";
import { messageProblem, placeholdersOf } from "../lib/message.ts";

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
        days: z.array(weekdaySchema).min(1, "must list at least one day"),
        opens: clockTimeSchema,
        closes: clockTimeSchema,
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
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour"),
  name: nonEmpty,
  foundingYear: z.number().int().min(2000).max(2100),
  copyrightYear: z.number().int().min(2000).max(2100),
  phone: z.object({ display: nonEmpty, e164: e164Schema }),
  whatsApp: z.object({ number: e164Schema }),
  consultation: z.object({
    url: httpsUrlSchema,
    lengthMinutes: z.number().int().positive(),
  }),
  linkedInUrl: httpsUrlSchema,
  /**
   * The company's e-mail address, optional: shown in the contact section and given to search
   * engines (`ProfessionalService`) only when set.
   */
  email: z.email({ error: "must be an e-mail address such as hola@your-domain.com" }).optional(),
  address: z.object({
    street: nonEmpty,
    locality: nonEmpty,
    region: nonEmpty,
    postalCode: nonEmpty,
    countryName: nonEmpty,
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as AR"),
  }),
  timeZone: z.string().refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "must be an IANA time zone such as America/Argentina/Buenos_Aires" },
  ),
  timeZoneAbbreviation: nonEmpty,
  officeHours: officeHoursSchema,
});

/**
 * Privacy-first analytics (docs/analytics.md): off while `domain` is empty. `domain` is the
 * site's domain as the Plausible-compatible provider knows it; `endpoint` is its events API:
 * an https URL (plausible.io or a self-hosted Community Edition), a same-origin path the host
 * proxies (`/api/event`), or an http URL on loopback (the tests' local collector).
 */
export const analyticsSchema = z.object({
  domain: z.union([
    z.literal(""),
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
        "must be empty (analytics off) or a domain such as www.example.com",
      ),
  ]),
  endpoint: z.union(
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
  ),
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

/** A section of a text page (privacy, terms): its heading and at least one paragraph. */
export const textSectionSchema = z.object({ heading: text, paragraphs: z.array(text).min(1) });

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
 */
export const metaWordsSchema = z.object({
  title: text,
  description: text,
  image: z.object({ alt: text, headline: text }),
});

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
  site: z.object({
    tagline: text,
    description: text,
    areaServed: z.array(text).min(1),
    /** The WhatsApp chat's prefilled message (docs/requirements.md R10). */
    whatsAppText: text,
  }),
  navigation: z.object({
    primaryLabel: text,
    homeLabel: text,
    sectionIds: z.object({ services: fragmentId, about: fragmentId, contact: fragmentId }),
    /** The labels of the links to the home page's sections: services, about, contact. */
    links: z.array(text).length(3),
    getStarted: text,
    caseStudies: text,
    /** The articles page's link, shown while the language has a published article. */
    articles: text,
    menuLabel: text,
    openMenuLabel: text,
    closeMenuLabel: text,
    skipLinkLabel: text,
    notificationsLabel: text,
    /** The Radix toast region's name; Radix puts its keyboard shortcut in `{hotkey}`. */
    notificationsRegionLabel: text.includes("{hotkey}", { error: "must contain {hotkey}" }),
    /** The Sonner toast stack's name (Sonner adds its shortcut, "alt+T"). */
    toastStackLabel: text,
    dismissLabel: text,
    /** The name of the list of links to the other languages. */
    languagesLabel: text,
    /** Read after a link that opens a new tab (WCAG 3.2.5). */
    opensInNewTab: text,
  }),
  /**
   * The two ways to get in touch that every page offers on a phone: the action bar fixed at
   * the bottom (app/components/layout/phone-action-bar.tsx) and the menu's WhatsApp link.
   */
  contactActions: z.object({
    /** The action bar's name, read by screen readers for the landmark. */
    label: text,
    /** The booking link's label in the bar: short, it shares the bar's width with WhatsApp. */
    book: text,
    /** The WhatsApp link's label, in the bar and in the menu. */
    whatsApp: text,
  }),
  footer: z.object({
    navigationLabel: text,
    rights: text,
    privacyPolicy: text,
    termsOfService: text,
  }),
  /** The page shown when rendering fails (`ErrorBoundary` in app/root.tsx). */
  errorPage: z.object({
    /** Its heading; in English "Unexpected Application Error!" (docs/requirements.md R14). */
    heading: text,
  }),
  figures: z.object({
    /** Shown for a figure the company has not reached yet ("Not there yet"). */
    notYet: text,
  }),
});

/** The words of `<locale>/common.yaml` as the file holds them. */
export type CommonWords = z.output<typeof commonWordsSchema>;
