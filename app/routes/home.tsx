import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { localeOf } from "~/i18n/locales";
import { homePageData } from "~/i18n/page-data.server";
import type { Route } from "./+types/home";

/** The page's words, figures and office hours in the locale of its URL (prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return homePageData(localeOf(url.pathname));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.head;
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
