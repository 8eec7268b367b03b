import { localeOf } from "~/i18n/locales";
import type { Route } from "./+types/route";
import { ContactSection } from "./contact-section";
import { withContentProblems } from "~/content/content.server";
import { homeLoaderData } from "./static-sections.server";
import { Hero } from "./hero";
import { StaticMarkup } from "./static-markup";

/**
 * The page's head, the hero's and contact section's words and office hours in the locale of
 * its URL, and the HTML of the hero's figures and of the sections between them (prerendered).
 */
export function loader({ url }: Route.LoaderArgs) {
  return withContentProblems(() => homeLoaderData(localeOf(url.pathname)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
}

/**
 * `/` and `/es`: hero, services, about, contact (docs/requirements.md R3–R10), and between
 * about and contact the team, testimonials and client logos when the content has any. The
 * hero's figures and the sections between the hero and contact are built to HTML at prerender.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { words, contact, html } = loaderData;
  return (
    <>
      <Hero words={words.hero} stats={<StaticMarkup html={html.heroStats} />} />
      <StaticMarkup html={html.sections} />
      <ContactSection words={words.contact} hours={contact} />
    </>
  );
}
