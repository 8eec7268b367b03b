import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { Hero } from "~/components/home/hero";
import { ServicesSection } from "~/components/home/services-section";
import { pageMeta } from "~/content/page-meta";
import { servicesSection } from "~/content/services";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import { professionalServiceJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta(pageMeta.home, site, {
    jsonLd: [professionalServiceJsonLd(site, servicesSection.services)],
  });
}

/** `/`: hero, services, about, contact (spec section 2 "Home page"). */
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
