import { renderToStaticMarkup } from "react-dom/server";
import { readContent, type Content } from "~/content/content.server";
import { locales, type Locale } from "~/i18n/locales";
import { teamMemberShown } from "~/content/team-and-clients";
import { caseStudyCardPath } from "../registry";
import { ClientLogosSection } from "./client-logos-section";
import { TeamSection } from "./team-section";
import { homePageData } from "./data.server";
import { HeroStats } from "./hero-stats";
import { ServicesAndAbout } from "./services-and-about";
import { TestimonialsSection } from "./testimonials-section";

/**
 * The HTML of the home page's proof sections (team, testimonials, client logos) in `locale`,
 * rendered once at build time: each section is static markup (text, images, links), so its
 * component never reaches the browser; it is the end of {@link staticSectionsHtml}, which the
 * page places as it is, on the first load and after a client-side navigation alike
 * (app/pages/home/static-markup.tsx). A section with no entries renders nothing, and with
 * none at all the result is `""`
 * (docs/decisions/056-proof-sections.md).
 *
 * @param locale - the page's language.
 * @param content - the content as read (app/content/content.server.ts): the facts of
 *   team-and-clients.yaml and the locale's words; the content check has matched their ids,
 *   and left out a testimonial's case study the content does not have.
 * @returns the sections' markup, or `""` when the content has no entries.
 */
export function proofSectionsHtml(
  locale: Locale,
  { teamAndClients, copies }: Pick<Content, "teamAndClients" | "copies">,
): string {
  const { common, home } = copies[locale];
  const { team, testimonials, clientLogos } = teamAndClients;
  if (team.length + testimonials.length + clientLogos.length === 0) return "";
  const quoteWords = new Map((home.testimonials.quotes ?? []).map((words) => [words.id, words]));
  return renderToStaticMarkup(
    <>
      <TeamSection
        words={home.team}
        newTabNote={common.navigation.opensInNewTab}
        members={team.map((person) => teamMemberShown(person, home.team, locales[locale].lang))}
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
              href: caseStudyCardPath(locale, caseStudy),
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
 * The HTML of the home page's static middle in `locale`, rendered once at build time: the
 * services and about sections, then the proof sections ({@link proofSectionsHtml}). None of
 * them has an event handler or live state (their calls to action are plain links, counted by
 * the delegated analytics listener), so their components never reach the browser; the page
 * places this HTML as it is (app/pages/home/static-markup.tsx). The hero and the contact
 * section stay React components: the hero's case-studies button navigates on the client, and
 * the contact section has the live open-now line and the copy buttons.
 *
 * @param locale - the page's language.
 * @param content - the content as read (app/content/content.server.ts).
 * @param data - the page's sections' props, as {@link homePageData} gives them for `locale`.
 */
export function staticSectionsHtml(
  locale: Locale,
  content: Content,
  data: ReturnType<typeof homePageData>,
): string {
  const { navigation } = content.copies[locale].common;
  return (
    renderToStaticMarkup(
      <ServicesAndAbout data={data} navigation={navigation} site={content.site} />,
    ) + proofSectionsHtml(locale, content)
  );
}

/**
 * The home page's loader data: its head, the hero's and contact section's props, and as `html`
 * the markup of the hero's row of figures (`HeroStats`) and of the sections between the hero
 * and contact ({@link staticSectionsHtml}). The words and figures of that markup are in it
 * only, not again as data. Kept apart from
 * `homePageData`, which tests outside the bundler (the end-to-end journeys) import for the
 * page's words: this module renders components, whose asset imports only the bundler resolves.
 *
 * @param locale - the page's language.
 */
export function homeLoaderData(locale: Locale) {
  const content = readContent();
  const data = homePageData(locale, content);
  const { head, words, heroStats, contact } = data;
  return {
    head,
    words: { hero: words.hero, contact: words.contact },
    contact,
    html: {
      heroStats: renderToStaticMarkup(
        <HeroStats label={words.hero.statsLabel} stats={heroStats} />,
      ),
      sections: staticSectionsHtml(locale, content, data),
    },
  };
}

/** The home page's loader data, as its route component gets it. */
export type HomeLoaderData = ReturnType<typeof homeLoaderData>;
