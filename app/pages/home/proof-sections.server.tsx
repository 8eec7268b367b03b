import { renderToStaticMarkup } from "react-dom/server";
import { readContent, type Content } from "~/content/content.server";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { pagePath, pages } from "../registry";
import { ClientLogosSection } from "./client-logos-section";
import { TeamSection } from "./team-section";
import { homePageData } from "./data.server";
import { TestimonialsSection } from "./testimonials-section";

/**
 * The HTML of the home page's proof sections (team, testimonials, client logos) in `locale`,
 * rendered once at build time: each section is static markup (text, images, links), so its
 * component never reaches the browser; the page places this HTML as it is, on the first load
 * and after a client-side navigation alike (app/pages/home/proof-sections.tsx). A section
 * with no entries renders nothing, and with none at all the result is `""`
 * (docs/decisions/056-proof-sections.md).
 *
 * @param locale - the page's language.
 * @param content - the content as read (app/content/content.server.ts): the facts of
 *   team-and-clients.yaml and the locale's words; the content check has matched their ids.
 * @returns the sections' markup, or `""` when the content has no entries.
 */
export function proofSectionsHtml(
  locale: Locale,
  { teamAndClients, copies }: Pick<Content, "teamAndClients" | "copies">,
): string {
  const { common, home } = copies[locale];
  const { team, testimonials, clientLogos } = teamAndClients;
  if (team.length + testimonials.length + clientLogos.length === 0) return "";
  const memberWords = new Map((home.team.members ?? []).map((words) => [words.id, words]));
  const quoteWords = new Map((home.testimonials.quotes ?? []).map((words) => [words.id, words]));
  const caseStudiesPath = pagePath(pages.caseStudies, locale);
  return renderToStaticMarkup(
    <>
      <TeamSection
        words={home.team}
        newTabNote={common.navigation.opensInNewTab}
        members={team.map(({ id, name, photo, linkedInUrl }) => ({
          id,
          name,
          photo,
          role: memberWords.get(id)?.role ?? "",
          background: memberWords.get(id)?.background ?? "",
          ...(linkedInUrl && {
            linkedIn: {
              href: linkedInUrl,
              label: formatMessage(home.team.linkedInLink, { name }),
            },
          }),
        }))}
      />
      <TestimonialsSection
        words={home.testimonials}
        testimonials={testimonials.map(({ id, name, company, anonymised, caseStudy }) => ({
          id,
          ...(name && { name }),
          quote: quoteWords.get(id)?.quote ?? "",
          role: quoteWords.get(id)?.role ?? "",
          source: anonymised ? home.testimonials.anonymised : (company ?? ""),
          isAnonymised: anonymised,
          ...(caseStudy && {
            caseStudy: {
              href: `${caseStudiesPath}#${caseStudy}`,
              label: home.testimonials.caseStudyLink,
            },
          }),
        }))}
      />
      <ClientLogosSection heading={home.clientLogos.heading} logos={clientLogos} />
    </>,
  );
}

/**
 * The home page's loader data: {@link homePageData} and, when the content has entries, the
 * proof sections' HTML as `proofHtml` (left out otherwise, so the page's data holds no trace
 * of them). Kept apart from `homePageData`, which tests outside the bundler (the end-to-end
 * journeys) import for the page's words: this module renders components, whose asset imports
 * only the bundler resolves.
 *
 * @param locale - the page's language.
 */
export function homeLoaderData(locale: Locale): ReturnType<typeof homePageData> & {
  proofHtml?: string;
} {
  const proofHtml = proofSectionsHtml(locale, readContent());
  return { ...homePageData(locale), ...(proofHtml ? { proofHtml } : {}) };
}
