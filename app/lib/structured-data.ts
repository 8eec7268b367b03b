import { absoluteUrl } from "./meta";
import { weekdayName, type OpeningRule } from "./office-hours";

/**
 * schema.org JSON-LD built from the data the routes pass in (the content modules), so search
 * engines read the same phone, address and hours as visitors. Pure functions; routes put the
 * results in their `meta`.
 */

/** The company facts the `ProfessionalService` block states (from `app/content/site.yaml`). */
export interface BusinessFacts {
  url: string;
  name: string;
  description: string;
  tagline: string;
  foundingYear: number;
  phone: { e164: string };
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    countryCode: string;
  };
  officeHours: readonly OpeningRule[];
  linkedInUrl: string;
  /** Optional: stated only when the site has one. */
  email?: string;
  areaServed: readonly string[];
  /** BCP 47 tags of the languages the company works in (schema.org `knowsLanguage`). */
  knowsLanguage: readonly string[];
  /** Root-relative path of the home page's preview image in the page's language (`/og/es/home.png`). */
  imagePath: string;
}

interface ServiceSummary {
  title: string;
  description: string;
}

interface CaseStudySummary {
  id: string;
  title: string;
  industry: string;
  description: string;
  image: { src: string };
}

/** `OpeningHoursSpecification` entries from the office-hours rules (schema.org). */
export function openingHoursSpecification(rules: readonly OpeningRule[]) {
  return rules.map((rule) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: rule.days.map((day) => `https://schema.org/${weekdayName(day)}`),
    opens: rule.opens,
    closes: rule.closes,
  }));
}

/**
 * The company as a schema.org `ProfessionalService` (a LocalBusiness), with its address in
 * Buenos Aires, phone, e-mail address when it has one, hours, LinkedIn page, service areas and
 * an `OfferCatalog` of services named `catalogName` (the services section's heading in the
 * page's language).
 */
export function professionalServiceJsonLd(
  site: BusinessFacts,
  services: readonly ServiceSummary[],
  catalogName: string,
) {
  const url = (path: string) => absoluteUrl(site.url, path);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${url("/")}#organization`,
    name: site.name,
    url: url("/"),
    logo: url("/icons/icon-512.png"),
    image: url(site.imagePath),
    description: site.description,
    slogan: site.tagline,
    foundingDate: String(site.foundingYear),
    telephone: site.phone.e164,
    ...(site.email && { email: site.email }),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    openingHoursSpecification: openingHoursSpecification(site.officeHours),
    sameAs: [site.linkedInUrl],
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    knowsLanguage: site.knowsLanguage,
    knowsAbout: services.map((service) => service.title),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalogName,
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, description: service.description },
      })),
    },
  };
}

/**
 * The case studies as a schema.org `ItemList` of `Article`s, each at its fragment URL of
 * the page that lists them.
 *
 * @param origin - the site's origin, without a trailing slash.
 * @param pagePath - the case studies page's path, e.g. `/es/casos-de-exito`.
 * @param inLanguage - the BCP 47 tag of the articles' language.
 */
export function caseStudiesItemListJsonLd(
  origin: string,
  pagePath: string,
  inLanguage: string,
  caseStudies: readonly CaseStudySummary[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: caseStudies.map((caseStudy, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(origin, `${pagePath}#${caseStudy.id}`),
      item: {
        "@type": "Article",
        headline: caseStudy.title,
        inLanguage,
        about: caseStudy.industry,
        description: caseStudy.description,
        image: absoluteUrl(origin, caseStudy.image.src),
      },
    })),
  };
}

/**
 * A schema.org `BreadcrumbList` from `[name, path]` pairs, home first.
 *
 * @param origin - the site's origin, without a trailing slash.
 */
export function breadcrumbJsonLd(
  origin: string,
  trail: readonly (readonly [name: string, path: string])[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(origin, path),
    })),
  };
}

/** What an article's `BlogPosting` block states of a team member who wrote it. */
export interface AuthorFacts {
  name: string;
  /** Their role, in the article's language. */
  jobTitle: string;
  /** Root-relative path of their photo. */
  imagePath: string;
  /** Their LinkedIn page, when the team gives one. */
  linkedInUrl?: string;
}

/** What an article's `BlogPosting` block states. */
export interface ArticleFacts {
  /** The article's root-relative path. */
  path: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `YYYY-MM-DD`, when it was changed after publication. */
  updated?: string;
  /** The team member who wrote it; without one, the company signs it. */
  author?: AuthorFacts;
  /** Its tags as readers see them, for `keywords`. */
  tags: readonly string[];
  /** Root-relative path of its image: its cover, or its generated link preview. */
  imagePath: string;
}

/**
 * An article as a schema.org `BlogPosting` (Google Search Central, "Article structured data"):
 * headline, description, dates, author, language, image, keywords, its page, and the site as
 * publisher. A team member who wrote it is a `Person` with their name, role (`jobTitle`),
 * photo, and LinkedIn page as `url` and `sameAs`, working for the company; without one, the
 * author is the company, the `Organization` the home page describes (its `@id`), as Google
 * asks for an author that is an organization.
 *
 * @param origin - the site's origin, without a trailing slash.
 * @param inLanguage - the BCP 47 tag of the article's language.
 * @param publisher - the site's name.
 */
export function blogPostingJsonLd(
  origin: string,
  inLanguage: string,
  publisher: string,
  article: ArticleFacts,
) {
  const url = absoluteUrl(origin, article.path);
  const organization = {
    "@type": "Organization",
    "@id": `${absoluteUrl(origin, "/")}#organization`,
    name: publisher,
    url: absoluteUrl(origin, "/"),
  };
  const { author } = article;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: author
      ? {
          "@type": "Person",
          name: author.name,
          jobTitle: author.jobTitle,
          image: absoluteUrl(origin, author.imagePath),
          ...(author.linkedInUrl && { url: author.linkedInUrl, sameAs: [author.linkedInUrl] }),
          worksFor: { "@id": organization["@id"] },
        }
      : organization,
    publisher: organization,
    inLanguage,
    image: absoluteUrl(origin, article.imagePath),
    ...(article.tags.length > 0 && { keywords: article.tags.join(", ") }),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
