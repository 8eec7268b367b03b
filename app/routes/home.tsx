import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { services } from "~/content/facts";
import { site } from "~/content/site";
import { loadPageCopy } from "~/i18n/copy";
import { localeIds, locales } from "~/i18n/locales";
import { pageHead } from "~/i18n/page-head";
import { professionalServiceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

// React Router imports this module before rendering its page, so its words are loaded first.
await loadPageCopy("home");

export function meta({ location }: Route.MetaArgs) {
  return pageHead(location.pathname, "home", (words, common) => [
    professionalServiceJsonLd(
      {
        ...site,
        ...common.site,
        knowsLanguage: localeIds.map((locale) => locales[locale].lang),
      },
      services.map(({ id }) => words.services.items[id]),
      words.services.eyebrow,
    ),
  ]);
}

/** `/` and `/es`: hero, services, about, contact (spec section 2 "Home page"). */
export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
