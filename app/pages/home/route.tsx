import { localeOf } from "~/i18n/locales";
import type { Route } from "./+types/route";
import { AboutSection } from "./about-section";
import { ContactSection } from "./contact-section";
import { withContentProblems } from "~/content/content.server";
import { homeLoaderData } from "./proof-sections.server";
import { Hero } from "./hero";
import { ProofSections } from "./proof-sections";
import { ServicesSection } from "./services-section";

/**
 * The page's words, figures and office hours in the locale of its URL, and the proof
 * sections' markup when there are any (prerendered).
 */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => homeLoaderData(localeOf(url.pathname)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/**
 * `/` and `/es`: hero, services, about, contact (docs/requirements.md R3–R10), and between
 * about and contact the team, testimonials and client logos when the content has any.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { words, heroStats, services, values, trackRecord, contact, proofHtml } = loaderData;
  return (
    <>
      <Hero words={words.hero} stats={heroStats} />
      <ServicesSection words={words.services} services={services} />
      <AboutSection
        words={words.about}
        trackRecordHeading={words.trackRecord.heading}
        values={values}
        trackRecord={trackRecord}
      />
      <ProofSections html={proofHtml} />
      <ContactSection words={words.contact} hours={contact} />
    </>
  );
}
