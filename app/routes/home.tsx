import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { services } from "~/content/facts";
import { site } from "~/content/site";
import { localeIds, locales } from "~/i18n/locales";
import { pageHead } from "~/i18n/page-head";
import { professionalServiceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export function meta({ location }: Route.MetaArgs) {
  return pageHead(location.pathname, "home", (copy) => [
    professionalServiceJsonLd(
      {
        ...site,
        ...copy.site,
        knowsLanguage: localeIds.map((locale) => locales[locale].lang),
      },
      services.map(({ id }) => copy.services.items[id]),
      copy.services.eyebrow,
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
