import { imageSlots } from "./image-slots.ts";

/**
 * What the content editor at `/admin/` says about each field: its label, a hint on what it is
 * for and where it shows, and the few choices of input the schemas cannot tell (a text area
 * for long texts, an image picker). app/content/editor-config.ts reads these by key; a field
 * with no entry gets a label made from its name.
 *
 * Keys are `<file kind>.<field path>`: `site`, `figures`, `caseStudy` (a case study's file)
 * or a page part (`common`, `home`, `case-studies`, `not-found`, `privacy`, `terms`), then the field names, with
 * `*` for each item of a list of texts and for each entry of the page words keyed by the ids
 * of figures.yaml (`home.services.items.*.title`).
 */

/** Words and input choices of one editor field. */
export interface FieldWords {
  /** The field's name in the editor (default: made from the key's last name). */
  label?: string;
  /** One or two sentences under the field: what it is for, where it shows, its form. */
  hint?: string;
  /**
   * `text`: a text area for texts of several sentences; `image`: the image picker; `date`: a
   * calendar day, written YYYY-MM-DD.
   */
  widget?: "text" | "image" | "date";
  /** A list of short texts edited in one box, one item per line. */
  simpleList?: boolean;
  /**
   * A text (or a list of texts) that names an entry of another collection, chosen from a list
   * of them (Sveltia CMS's relation field): the collection, and the entry's field shown in the
   * list; for an item of a list in one file of a files collection, the file and the item's
   * field written (`team.*.id`), the list's fields written with `*`.
   */
  relation?: { collection: string; displayField: string; file?: string; valueField?: string };
}

/** The editor's words, by field key. */
export type EditorWords = Readonly<Record<string, FieldWords>>;

/**
 * The `confirmed:` list of a file (app/content/launch-readiness.ts): the fields whose shipped
 * value the owner checked and keeps.
 */
export const confirmedWords: FieldWords = {
  label: "Checked and kept",
  hint: "The site ships with example facts and figures. A production build refuses to publish one still as shipped in the fields listed here, so change each to yours; if a shipped value is already true, tick it here once.",
};
const factPlaceholders =
  "Facts written in braces are filled in by the site: {siteName}, {foundingYear}, {consultationMinutes}, {caseStudyCount}, {schedulingHost} and the figures' ids such as {annualCostSavings}.";

/** A text page's sections (privacy, terms): each a heading and its paragraphs. */
function textSections(field: string): Record<string, FieldWords> {
  return {
    [`${field}.heading`]: { label: "Section heading" },
    [`${field}.paragraphs`]: { label: "Paragraphs" },
    [`${field}.paragraphs.*`]: { label: "Paragraph", widget: "text" },
  };
}

/** The head of a page: search result and link preview. */
function pageHead(part: string, page: string): Record<string, FieldWords> {
  return {
    [`${part}.meta`]: {
      label: "Search results and link previews",
      hint: `How the ${page} appears in search engines and when its link is shared.`,
    },
    [`${part}.meta.title`]: {
      label: "Page title",
      hint: `The browser tab and the search result's headline. At most 60 characters once filled in. ${factPlaceholders}`,
    },
    [`${part}.meta.description`]: {
      label: "Description",
      hint: "The text under the headline in search results and link previews; 50 to 160 characters once filled in.",
      widget: "text",
    },
    [`${part}.meta.image`]: { label: "Link preview image" },
    [`${part}.meta.image.alt`]: {
      label: "Preview image description",
      hint: "Describes the preview image for people who cannot see it.",
    },
    [`${part}.meta.image.headline`]: {
      label: "Preview image headline",
      hint: "The big words drawn on the preview image (5 to 80 characters).",
    },
  };
}

const figureWords = (list: string): Record<string, FieldWords> => ({
  [`figures.${list}.id`]: {
    label: "Id",
    hint: "The figure's name in the page words (each language labels it there). Changing it is a developer's change.",
  },
  [`figures.${list}.figure`]: { label: "Figure" },
  [`figures.${list}.figure.kind`]: {
    label: "Kind",
    hint: "count: a number; percent: a percentage; usd: US dollars; months: a duration; notYet: shows “Not there yet”.",
  },
  [`figures.${list}.figure.value`]: {
    label: "Value",
    hint: "The number (leave empty for notYet). 35 for 35 %, 2400000 for US$ 2.4 million.",
  },
  [`figures.${list}.figure.orMore`]: {
    label: "Show “+” after the number",
    hint: "For counts that are at least this much: 8+.",
  },
});

export const editorWords: EditorWords = {
  // app/content/site.yaml
  "site.themeColor": {
    label: "Theme colour",
    hint: "The colour of the browser's bar on phones, written #rrggbb.",
  },
  "site.name": {
    label: "Company name",
    hint: "Shown in the header, the footer, page titles and link previews, in every language.",
  },
  "site.foundingYear": { label: "Founding year", hint: "Quoted in the About section." },
  "site.copyrightYear": { label: "Copyright year", hint: "The first year in the footer's ©." },
  "site.phone": { label: "Phone" },
  "site.phone.e164": {
    label: "Phone number (international form)",
    hint: "+, country code and number without spaces, e.g. +5491155550123. The page shows it formatted and calls it when tapped.",
  },
  "site.whatsApp": { label: "WhatsApp" },
  "site.whatsApp.number": {
    label: "WhatsApp number (international form)",
    hint: "+, country code and number without spaces: a mobile number (in Argentina +549, the area code and the number without 15, e.g. +5491155550123). The Chat on WhatsApp button opens a chat with it.",
  },
  "site.consultation": { label: "Free consultation" },
  "site.consultation.url": {
    label: "Scheduling link",
    hint: "The booking page the consultation buttons open (https://…).",
  },
  "site.consultation.lengthMinutes": {
    label: "Length (minutes)",
    hint: "Quoted wherever the pages say {consultationMinutes}.",
  },
  "site.linkedInUrl": {
    label: "LinkedIn page",
    hint: "The company's LinkedIn address (https://…), opened by the About section's button and named in search data.",
  },
  "site.email": {
    label: "E-mail address (optional)",
    hint: "Shown in the contact section, under the WhatsApp message card, and given to search engines. Leave empty to show none.",
  },
  "site.address": {
    label: "Office address",
    hint: "Shown in the contact section and given to search engines.",
  },
  "site.address.street": { label: "Street and number" },
  "site.address.locality": { label: "City" },
  "site.address.region": { label: "Province or region" },
  "site.address.postalCode": { label: "Postal code" },
  "site.address.countryName": { label: "Country" },
  "site.address.countryCode": {
    label: "Country code",
    hint: "Two capital letters, AR for Argentina.",
  },
  "site.timeZone": {
    label: "Time zone",
    hint: "The office's time zone, such as America/Argentina/Buenos_Aires: the “Open now” line is computed in it.",
  },
  "site.timeZoneAbbreviation": {
    label: "Time zone abbreviation",
    hint: "Written after the phone hours, such as ART.",
  },
  "site.officeHours": {
    label: "Office hours",
    hint: "One rule per group of days with the same hours. A day in no rule is closed. Shown in the contact section.",
  },
  "site.officeHours.days": { label: "Days" },
  "site.officeHours.opens": { label: "Opens", hint: "24-hour time, e.g. 09:00." },
  "site.officeHours.closes": { label: "Closes", hint: "24-hour time, later than Opens." },
  "site.analytics": {
    label: "Visit counting",
    hint: "Privacy-first counting of visits and contact clicks, without cookies (docs/analytics.md). Off while the domain is empty.",
  },
  "site.analytics.domain": {
    label: "Site domain for counting",
    hint: "The site's domain as the counting service knows it, such as www.your-domain.com. Leave empty to count nothing; the privacy page then says that nothing is counted.",
  },
  "site.analytics.endpoint": {
    label: "Counting service address",
    hint: "Where visits are sent: https://plausible.io/api/event, a self-hosted service's address, or /api/event when the host forwards it.",
  },
  "site.confirmed": confirmedWords,

  // app/content/figures.yaml
  "figures.heroStats": {
    label: "Numbers at the top of the home page",
    hint: "The figures beside the headline. Their labels are in Page words → Home page.",
  },
  "figures.trackRecord": {
    label: "Track record figures",
    hint: "The figures of the About section's Track Record. Their labels are in Page words → Home page.",
  },
  "figures.services": {
    label: "Services and their icons",
    hint: "One per service card of the home page; the words are in Page words → Home page.",
  },
  "figures.confirmed": confirmedWords,
  "figures.values": {
    label: "Values and their icons",
    hint: "One per value card of the About section; the words are in Page words → Home page.",
  },
  ...figureWords("heroStats"),
  ...figureWords("trackRecord"),
  "figures.services.id": { label: "Id", hint: "The service's name in the page words." },
  "figures.services.icon": { label: "Icon", hint: "The picture on the service's card." },
  "figures.values.id": { label: "Id", hint: "The value's name in the page words." },
  "figures.values.icon": { label: "Icon", hint: "The picture on the value's card." },

  // app/content/team-and-clients.yaml
  "teamAndClients.team": {
    label: "Team",
    hint: "The people of the company, in the order the home page shows them (after About). Leave the list empty and the section is not on the page. Each person's role and background are in Page words → Home page → Team, in every language, under the same id.",
  },
  "teamAndClients.team.id": {
    label: "Id",
    hint: "A short name in camelCase, such as anaRuiz: the same id names the person's role and background in Page words → Home page → Team, in every language.",
  },
  "teamAndClients.team.name": { label: "Name", hint: "First name and surname, as on the page." },
  "teamAndClients.team.photo": {
    label: "Photo",
    hint: `A PNG, JPEG, WebP or AVIF portrait at least ${imageSlots.teamPhoto.widestPx} pixels wide (400 or more looks sharp on every phone), shown in a circle: keep the face in the middle. The site makes the smaller copies phones get. SVG files are refused (an SVG can carry script).`,
    widget: "image",
  },
  "teamAndClients.team.linkedInUrl": {
    label: "LinkedIn page (optional)",
    hint: "The full address of the person's LinkedIn profile, https://www.linkedin.com/in/…; leave empty for no link.",
  },
  "teamAndClients.testimonials": {
    label: "Testimonials",
    hint: "What clients said about the work, in the order the home page shows them (before Contact). Leave the list empty and the section is not on the page. Each quote and the person's role are in Page words → Home page → Testimonials, in every language, under the same id.",
  },
  "teamAndClients.testimonials.id": {
    label: "Id",
    hint: "A short name in camelCase, such as retailOperations: the same id names the quote and role in Page words → Home page → Testimonials, in every language.",
  },
  "teamAndClients.testimonials.name": {
    label: "Person's name",
    hint: "Required unless the testimonial is anonymised; for an anonymised one, leave it empty or give initials only.",
  },
  "teamAndClients.testimonials.company": {
    label: "Company",
    hint: "Required unless the testimonial is anonymised; leave it empty for an anonymised one.",
  },
  "teamAndClients.testimonials.anonymised": {
    label: "Anonymised",
    hint: "Tick when the client asked not to be named: the page then shows the words of Page words → Home page → Testimonials → Anonymised client instead of a company.",
  },
  "teamAndClients.testimonials.caseStudy": {
    label: "Case study (optional)",
    hint: "The case study this client's quote belongs to: the quote then links to it.",
    relation: { collection: "caseStudies", displayField: "title" },
  },
  "teamAndClients.clientLogos": {
    label: "Client logos",
    hint: "Logos of clients who agreed to be named, in the order the home page shows them (before Contact). Leave the list empty and the strip is not on the page.",
  },
  "teamAndClients.clientLogos.name": {
    label: "Client name",
    hint: "The company's name: read by screen readers and shown if the logo cannot load.",
  },
  "teamAndClients.clientLogos.logo": {
    label: "Logo",
    hint: `A PNG (transparent background works best), JPEG, WebP or AVIF logo at least ${imageSlots.clientLogo.widestPx} pixels wide, shown at most 48 pixels tall. SVG files are refused (an SVG can carry script): export the logo as a PNG.`,
    widget: "image",
  },

  // app/content/<locale>/common.yaml
  "common.site": { label: "About the company", hint: "Used by search engines and link previews." },
  "common.site.tagline": {
    label: "Tagline",
    hint: "One sentence about the company, in the footer and in search data.",
  },
  "common.site.description": {
    label: "Company description",
    hint: "Two lines about what the company does, in the footer and in search data.",
    widget: "text",
  },
  "common.site.areaServed": {
    label: "Areas served",
    hint: "Countries or regions the company works in, for search engines.",
  },
  "common.site.areaServed.*": { label: "Area" },
  "common.site.whatsAppText": {
    label: "WhatsApp opening message",
    hint: "The message a visitor's WhatsApp chat starts with, on the home page and every page without one of its own (articles and case studies have theirs).",
  },
  "common.navigation": { label: "Header and menu" },
  "common.navigation.primaryLabel": {
    label: "Main menu name",
    hint: "Read by screen readers for the header's menu.",
  },
  "common.navigation.homeLabel": {
    label: "Home link name",
    hint: "Read by screen readers for the logo link.",
  },
  "common.navigation.sectionIds": {
    label: "Section addresses",
    hint: "The words after # in the address of each home page section (#services). Lowercase words joined by hyphens.",
  },
  "common.navigation.links": {
    label: "Menu links",
    hint: "The three menu entries, in order: the Services, About and Contact sections.",
  },
  "common.navigation.links.*": { label: "Menu entry" },
  "common.navigation.getStarted": {
    label: "Get started button",
    hint: "The header's button to the contact section.",
  },
  "common.navigation.caseStudies": {
    label: "Case studies link",
    hint: "The menu entry of the case studies page.",
  },
  "common.navigation.articles": {
    label: "Articles link",
    hint: "The menu and footer entry of the articles page, shown while the language has a published article.",
  },
  "common.navigation.menuLabel": { label: "Menu title (phone)" },
  "common.navigation.openMenuLabel": { label: "Open menu button (phone, screen readers)" },
  "common.navigation.closeMenuLabel": { label: "Close menu button (phone, screen readers)" },
  "common.navigation.skipLinkLabel": {
    label: "Skip link",
    hint: "The first link for keyboard users, jumping to the page's content.",
  },
  "common.navigation.notificationsLabel": { label: "Notification (screen readers)" },
  "common.navigation.notificationsRegionLabel": {
    label: "Notifications area (screen readers)",
    hint: "Must contain {hotkey}: the keyboard shortcut is put there.",
  },
  "common.navigation.toastStackLabel": { label: "Notification stack (screen readers)" },
  "common.navigation.dismissLabel": { label: "Dismiss button" },
  "common.navigation.languagesLabel": {
    label: "Language switcher name",
    hint: "Read by screen readers for the list of languages.",
  },
  "common.navigation.opensInNewTab": {
    label: "New tab warning",
    hint: "Read by screen readers after a link that opens a new tab.",
  },
  "common.contactActions": {
    label: "Phone action bar",
    hint: "The bar fixed at the bottom of a phone's screen once the hero's buttons have scrolled away, with the booking and WhatsApp links; its WhatsApp link is in the menu too.",
  },
  "common.contactActions.label": {
    label: "Bar name (screen readers)",
    hint: "Read by screen readers for the bar.",
  },
  "common.contactActions.book": {
    label: "Booking link",
    hint: "Opens the scheduling page. Keep it short: it shares the phone's width with WhatsApp.",
  },
  "common.contactActions.whatsApp": {
    label: "WhatsApp link",
    hint: "Opens a WhatsApp chat with the opening message above; in the bar and in the menu.",
  },
  "common.footer": { label: "Footer" },
  "common.footer.navigationLabel": { label: "Footer menu name (screen readers)" },
  "common.footer.rights": { label: "Rights notice", hint: "After the © year and company name." },
  "common.footer.privacyPolicy": {
    label: "Privacy policy link",
    hint: "Leads to the privacy page (Page words → Privacy page).",
  },
  "common.footer.termsOfService": {
    label: "Terms of service link",
    hint: "Shown once the terms page has a section (Page words → Terms page).",
  },
  "common.errorPage": { label: "Error page" },
  "common.errorPage.heading": {
    label: "Heading",
    hint: "Shown if a page fails to display.",
  },
  "common.figures": { label: "Figures" },
  "common.figures.notYet": {
    label: "Not yet reached",
    hint: "Shown for a figure of kind notYet.",
  },

  // app/content/<locale>/home.yaml
  ...pageHead("home", "home page"),
  "home.hero": { label: "Hero (top of the home page)" },
  "home.hero.badge": { label: "Badge", hint: "The small label above the headline." },
  "home.hero.headline": { label: "Headline", hint: "The big first line." },
  "home.hero.headlineAccent": {
    label: "Headline accent",
    hint: "The headline's second line, in colour.",
  },
  "home.hero.lead": {
    label: "Lead paragraph",
    hint: `Under the headline. ${factPlaceholders}`,
    widget: "text",
  },
  "home.hero.primaryCta": { label: "Main button", hint: "Leads to the contact section." },
  "home.hero.whatsAppCta": {
    label: "WhatsApp button",
    hint: "Beside the main button; opens a WhatsApp chat with the opening message.",
  },
  "home.hero.secondaryCta": { label: "Second button", hint: "Leads to the case studies page." },
  "home.hero.consultationNote": { label: "Consultation note", hint: "Under the buttons." },
  "home.hero.statsLabel": {
    label: "Numbers' name (screen readers)",
    hint: "Read for the list of figures beside the headline.",
  },
  "home.about": { label: "About section" },
  "home.about.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "home.about.heading": { label: "Heading" },
  "home.about.paragraphs": { label: "Paragraphs" },
  "home.about.paragraphs.*": { label: "Paragraph", widget: "text" },
  "home.about.ctaLabel": {
    label: "Button",
    hint: "Opens the company's LinkedIn page (Site facts and figures → Company facts) in a new tab.",
  },
  "home.contact": { label: "Contact section" },
  "home.contact.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "home.contact.heading": { label: "Heading" },
  "home.contact.intro": { label: "Introduction", widget: "text" },
  "home.contact.bookCta": {
    label: "Booking button",
    hint: "The section's first button; opens the scheduling page. Keep it short: it is one line on a phone.",
  },
  "home.contact.phoneTitle": { label: "Phone card title" },
  "home.contact.phoneHours": {
    label: "Phone card hours",
    hint: "Must use {days}, {opens}, {closes} and {zone}, filled in from the office hours.",
  },
  "home.contact.copyPhoneLabel": { label: "Copy phone button" },
  "home.contact.phoneCopied": { label: "Phone copied message" },
  "home.contact.officeTitle": { label: "Office card title" },
  "home.contact.copyAddressLabel": { label: "Copy address button" },
  "home.contact.addressCopied": { label: "Address copied message" },
  "home.contact.hoursTitle": { label: "Hours card title" },
  "home.contact.closedLabel": { label: "Closed", hint: "Beside a day the office is closed." },
  "home.contact.dayRange": {
    label: "Run of days",
    hint: "Must use {first} and {last}: “Monday-Friday”.",
  },
  "home.contact.hoursRange": {
    label: "Opening hours",
    hint: "Must use {opens} and {closes}: “9:00 AM-6:00 PM”.",
  },
  "home.contact.openNow": {
    label: "Open now line",
    hint: "Shown while the office is open. Must use {closes}.",
  },
  "home.contact.opensLater": { label: "Closed lines", hint: "Shown while the office is closed." },
  "home.contact.opensLater.today": { label: "Opens later today", hint: "Must use {at}." },
  "home.contact.opensLater.tomorrow": { label: "Opens tomorrow", hint: "Must use {at}." },
  "home.contact.opensLater.weekday": {
    label: "Opens another day",
    hint: "Must use {day} and {at}.",
  },
  "home.contact.messageTitle": { label: "Message card title" },
  "home.contact.messageText": { label: "Message card text", widget: "text" },
  "home.contact.whatsAppCta": { label: "WhatsApp button" },
  "home.contact.emailLabel": {
    label: "Before the e-mail address",
    hint: "Under the message card's text, followed by the address; shown only when the site facts have an e-mail address.",
  },
  "home.contact.copyFailed": {
    label: "Copy failed message",
    hint: "Shown when the browser does not allow copying.",
  },
  "home.heroStats": {
    label: "Labels of the numbers at the top",
    hint: "One label per figure of Site facts and figures → Figures → Numbers at the top.",
  },
  "home.services": { label: "Services section" },
  "home.services.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "home.services.heading": { label: "Heading" },
  "home.services.intro": { label: "Introduction", widget: "text" },
  "home.services.ctaLabel": {
    label: "Button",
    hint: "Under the cards; leads to the contact section.",
  },
  "home.services.items": {
    label: "Service cards",
    hint: "One card per service of Site facts and figures → Figures (which also sets their icons and order).",
  },
  "home.services.items.*.title": { label: "Title" },
  "home.services.items.*.description": { label: "Description", widget: "text" },
  "home.services.items.*.features": {
    label: "Features",
    hint: "Exactly three short points, listed on the card.",
  },
  "home.services.items.*.features.*": { label: "Feature" },
  "home.values": {
    label: "Value cards (About section)",
    hint: "One card per value of Site facts and figures → Figures.",
  },
  "home.values.*.title": { label: "Title" },
  "home.values.*.description": { label: "Description", widget: "text" },
  "home.trackRecord": { label: "Track record (About section)" },
  "home.trackRecord.heading": { label: "Heading" },
  "home.trackRecord.labels": {
    label: "Figure labels",
    hint: "One label per track record figure of Site facts and figures → Figures.",
  },
  "home.team": {
    label: "Team section",
    hint: "Shown after About while Site facts and figures → Team and clients lists at least one person.",
  },
  "home.team.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "home.team.heading": { label: "Heading" },
  "home.team.linkedInLink": {
    label: "LinkedIn link",
    hint: "The link to a person's LinkedIn page; {name} is replaced by the person's name.",
  },
  "home.team.members": {
    label: "People",
    hint: "One entry per person of Site facts and figures → Team and clients → Team, with the same id, in every language.",
  },
  "home.team.members.id": {
    label: "Id",
    hint: "The person's id in Team and clients → Team, such as anaRuiz.",
  },
  "home.team.members.role": { label: "Role", hint: "Their job title, such as Data engineer." },
  "home.team.members.background": {
    label: "Background",
    hint: "One line on their experience, such as Ten years of retail analytics at a supermarket chain.",
  },
  "home.testimonials": {
    label: "Testimonials section",
    hint: "Shown before the client logos and Contact while Site facts and figures → Team and clients lists at least one testimonial.",
  },
  "home.testimonials.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "home.testimonials.heading": { label: "Heading" },
  "home.testimonials.anonymised": {
    label: "Anonymised client",
    hint: "Shown instead of the company under a testimonial marked Anonymised.",
  },
  "home.testimonials.caseStudyLink": {
    label: "Case study link",
    hint: "Under a testimonial that names a case study; leads to its card on the case studies page.",
  },
  "home.testimonials.quotes": {
    label: "Quotes",
    hint: "One entry per testimonial of Site facts and figures → Team and clients → Testimonials, with the same id, in every language.",
  },
  "home.testimonials.quotes.id": {
    label: "Id",
    hint: "The testimonial's id in Team and clients → Testimonials, such as retailOperations.",
  },
  "home.testimonials.quotes.quote": {
    label: "Quote",
    hint: "What the client said, without quotation marks.",
    widget: "text",
  },
  "home.testimonials.quotes.role": {
    label: "Role",
    hint: "The person's job title, such as Operations director; for an anonymised client, it may say the kind of company too.",
  },
  "home.clientLogos": {
    label: "Client logos",
    hint: "Shown before Contact while Site facts and figures → Team and clients lists at least one logo.",
  },
  "home.clientLogos.heading": { label: "Heading", hint: "The small heading above the logos." },
  "home.confirmed": confirmedWords,

  // app/content/<locale>/case-studies.yaml
  ...pageHead("case-studies", "case studies page"),
  "case-studies.backToHome": { label: "Back link", hint: "Above the heading, to the home page." },
  "case-studies.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "case-studies.heading": { label: "Heading" },
  "case-studies.intro": {
    label: "Introduction",
    hint: "Under the heading. {caseStudyCount} is the number of case studies.",
    widget: "text",
  },
  "case-studies.clientLabel": { label: "Client label", hint: "On each case study's card." },
  "case-studies.resultsLabel": { label: "Results label", hint: "On each case study's card." },
  "case-studies.tagsLabel": {
    label: "Tags label (screen readers)",
    hint: "Read for the list of tags on each card.",
  },
  "case-studies.cta": { label: "Closing call to action", hint: "At the bottom of the page." },
  "case-studies.cta.heading": { label: "Heading" },
  "case-studies.cta.text": { label: "Text", widget: "text" },
  "case-studies.cta.label": { label: "Button", hint: "Leads to the contact section." },
  "case-studies.cta.whatsAppLabel": {
    label: "WhatsApp button",
    hint: "Beside the button; opens a WhatsApp chat in a new tab.",
  },
  "case-studies.whatsAppText": {
    label: "WhatsApp opening message",
    hint: "The message a WhatsApp chat opened from this page starts with (the bar, the menu, the closing band): say it comes from the case studies.",
  },

  // app/content/<locale>/articles.yaml
  ...pageHead("articles", "articles page"),
  "articles.eyebrow": { label: "Eyebrow", hint: "The small word above the heading." },
  "articles.heading": { label: "Heading" },
  "articles.intro": { label: "Introduction", hint: "Under the heading.", widget: "text" },
  "articles.feedLabel": {
    label: "Feed link",
    hint: "Under the introduction, to the language's RSS feed for feed readers.",
  },
  "articles.article": { label: "On each article's page" },
  "articles.article.backToArticles": {
    label: "Back link",
    hint: "Above the title, to the list of articles.",
  },
  "articles.article.byline": {
    label: "Author line",
    hint: "{author} is the article's author.",
  },
  "articles.article.updated": {
    label: "Updated line",
    hint: "After the date, when the article has an updated date. {date} is that date.",
  },
  "articles.article.readingTime": {
    label: "Reading time",
    hint: "{minutes} is the number of minutes, counted from the article's words.",
  },
  "articles.article.tagsLabel": {
    label: "Tags label (screen readers)",
    hint: "Read for the list of tags under the title.",
  },
  "articles.article.anchorLabel": {
    label: "Section link (screen readers)",
    hint: "Read for the # link beside each heading of an article.",
  },
  "articles.article.footnotesLabel": {
    label: "Footnotes heading (screen readers)",
    hint: "Read before an article's footnotes, the notes a [^1] in its text points to.",
  },
  "articles.article.footnoteBackLabel": {
    label: "Footnote back link (screen readers)",
    hint: "Read for the ↩ link after each footnote, back to where it is cited. {reference} is the footnote's number.",
  },
  "articles.article.relatedHeading": {
    label: "Related case studies heading",
    hint: "Above the links to the case studies an article names, after its text.",
  },
  "articles.cta": { label: "Closing call to action", hint: "At the end of every article." },
  "articles.cta.heading": { label: "Heading" },
  "articles.cta.text": { label: "Text", widget: "text" },
  "articles.cta.bookLabel": {
    label: "Booking button",
    hint: "Opens the scheduling page in a new tab.",
  },
  "articles.cta.whatsAppLabel": {
    label: "WhatsApp button",
    hint: "Opens a WhatsApp chat in a new tab.",
  },
  "articles.whatsAppText": {
    label: "WhatsApp opening message on an article",
    hint: "The message a WhatsApp chat opened from an article starts with; {title} is the article's title, e.g. Hello, I read “{title}” and would like to talk.",
  },

  // app/content/<locale>/not-found.yaml
  ...pageHead("not-found", "page shown for an address that does not exist"),
  "not-found.code": { label: "Code", hint: "The big 404." },
  "not-found.heading": { label: "Heading" },
  "not-found.returnHome": { label: "Home link" },

  // app/content/<locale>/privacy.yaml
  ...pageHead("privacy", "privacy page"),
  "privacy.heading": { label: "Heading" },
  "privacy.intro": { label: "Introduction", widget: "text" },
  "privacy.withoutAnalytics": {
    label: "While visits are not counted",
    hint: "What the website collects while analytics is off (as it ships): shown first then, in place of the next field.",
  },
  "privacy.withAnalytics": {
    label: "While visits are counted",
    hint: "What is counted, what is not, and how not to be counted: shown first while analytics is on (site facts → Analytics).",
  },
  "privacy.sections": {
    label: "Sections",
    hint: "Shown in either case, after the part on counting: what the booking service, WhatsApp and others receive when a visitor contacts you.",
  },
  ...textSections("privacy.withoutAnalytics"),
  ...textSections("privacy.withAnalytics"),
  ...textSections("privacy.sections"),

  // app/content/<locale>/terms.yaml
  ...pageHead("terms", "terms page"),
  "terms.heading": { label: "Heading" },
  "terms.intro": { label: "Introduction", widget: "text" },
  "terms.sections": {
    label: "Sections",
    hint: "Your terms of service, each section with its heading. The page, and the footer's link to it, are published in a language once it has a section there.",
  },
  ...textSections("terms.sections"),

  // app/content/<locale>/case-studies/<name>.yaml
  "caseStudy.title": {
    label: "Title",
    hint: "The card's heading. The English title also names the file of a new case study.",
  },
  "caseStudy.client": { label: "Client", hint: "Who the client is, without their name." },
  "caseStudy.industry": { label: "Industry", hint: "The small label above the title." },
  "caseStudy.description": {
    label: "Description",
    hint: "The problem and what was done, in two or three sentences.",
    widget: "text",
  },
  "caseStudy.tags": {
    label: "Tags",
    hint: "Technologies and methods, one per line, shown under the description.",
    simpleList: true,
  },
  "caseStudy.imageAlt": {
    label: "Image description (alt text)",
    hint: "What the illustration shows, for people who cannot see it. Required in every language.",
  },
  "caseStudy.resultLabels": {
    label: "Result labels",
    hint: "One per line: the name of each result below, in the same order.",
    simpleList: true,
  },
  "caseStudy.image": { label: "Illustration", hint: "The picture at the top of the card." },
  "caseStudy.image.src": {
    label: "Image file",
    hint: `A PNG, JPEG, WebP or AVIF picture at least ${imageSlots.caseStudy.widestPx} pixels wide, uploaded to app/content/images/case-studies/ (kept as WebP, at most 2400 pixels); the site makes the smaller copies phones get. Any other file, SVG included, is refused (an SVG can carry script); the illustrations the site ships stay.`,
    widget: "image",
  },
  "caseStudy.results": {
    label: "Results",
    hint: "The figures on the card; each needs a label per language in Result labels.",
  },
  "caseStudy.results.id": {
    label: "Id",
    hint: "A name for the figure, unique on the site, in camelCase such as onTimeDeliveries. Texts may quote it as {onTimeDeliveries}.",
  },
  "caseStudy.results.icon": { label: "Icon", hint: "The picture beside the figure." },
  "caseStudy.results.figure": { label: "Figure" },
  "caseStudy.results.figure.kind": {
    label: "Kind",
    hint: "count: a number; percent: a percentage; usd: US dollars; months: a duration; notYet: not reached yet.",
  },
  "caseStudy.results.figure.value": {
    label: "Value",
    hint: "The number: 35 for 35 %, 2400000 for US$ 2.4 million.",
  },
  "caseStudy.results.figure.orMore": { label: "Show “+” after the number" },
  "caseStudy.confirmed": confirmedWords,

  // app/content/<locale>/articles/<slug>.md (app/content/articles.ts)
  "article.title": {
    label: "Title",
    hint: "The article's heading and its title in search results. In each language it also names the article's address, the first time it is saved.",
  },
  "article.description": {
    label: "Description",
    hint: "One or two sentences, 50 to 160 characters: under the title in the list and in search results.",
    widget: "text",
  },
  "article.date": {
    label: "Published on",
    hint: "The day the article is published. The list shows the newest first.",
    widget: "date",
  },
  "article.updated": {
    label: "Updated on",
    hint: "Only when the article changed in substance after it was published.",
    widget: "date",
  },
  "article.author": {
    label: "Author (optional)",
    hint: "The person of the team who wrote it (Site facts and figures → Team and clients → Team): the article then shows their photo, role and LinkedIn page. Leave it empty and the company signs it.",
    relation: {
      collection: "settings",
      file: "teamAndClients",
      valueField: "team.*.id",
      displayField: "team.*.name",
    },
  },
  "article.tags": {
    label: "Tags",
    hint: "One per line, lowercase words joined by hyphens, such as demand-forecasting. At most 8.",
    simpleList: true,
  },
  "article.related": {
    label: "Related case studies (optional)",
    hint: "Up to 3 case studies the article leads to: linked at its end, in this order.",
    relation: { collection: "caseStudies", displayField: "title" },
  },
  "article.cover": {
    label: "Cover picture",
    hint: "Optional: shown above the text and in link previews. Without one, link previews show a card with the title.",
  },
  "article.cover.src": {
    label: "Image file",
    hint: `A PNG, JPEG, WebP or AVIF picture at least ${imageSlots.articleCover.widestPx} pixels wide (kept as WebP, at most 2400 pixels); the site makes the smaller copies phones get. SVG files are refused (an SVG can carry script).`,
    widget: "image",
  },
  "article.cover.alt": {
    label: "Image description (alt text)",
    hint: "What the picture shows, for people who cannot see it, in each language.",
  },
  "article.draft": {
    label: "Draft",
    hint: "A draft is saved but never published. Switch it off to publish the article.",
  },
  "article.body": {
    label: "Text",
    hint: "Type as in any editor, or in Markdown: `## ` starts a heading, `- ` a list item, and `[words](https://…)` makes a link (to another site with https://, to a page of this site with its path, such as /case-studies). HTML is not shown, and a picture goes in the cover, not in the text. At most about 3,000 words.",
  },
};
