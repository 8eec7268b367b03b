import { describe, expect, it } from "vitest";
import { caseStudiesPage } from "~/content/case-studies";
import { servicesSection } from "~/content/services";
import { site } from "~/content/site";
import {
  breadcrumbJsonLd,
  caseStudiesItemListJsonLd,
  professionalServiceJsonLd,
} from "./structured-data";

describe("professionalServiceJsonLd", () => {
  const data = professionalServiceJsonLd(site, servicesSection.services);

  it("describes the company as a ProfessionalService with absolute URLs", () => {
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.url).toBe(`${site.url}/`);
    expect(data.logo).toMatch(/^https:\/\/.+\/icons\/icon-512\.png$/);
    expect(data.sameAs).toEqual([site.linkedInUrl]);
  });

  it("takes phone, address and hours from the same content as the page", () => {
    expect(data.telephone).toBe(site.phone.e164);
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Buenos Aires",
      addressCountry: "AR",
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "10:00",
        closes: "14:00",
      },
    ]);
  });

  it("lists the six services as an OfferCatalog and in knowsAbout", () => {
    expect(data.knowsAbout).toHaveLength(6);
    expect(data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      data.knowsAbout,
    );
  });
});

describe("case studies JSON-LD", () => {
  it("lists the three case studies in order, each at its own fragment URL", () => {
    const list = caseStudiesItemListJsonLd(site.url, caseStudiesPage.caseStudies);
    expect(list.itemListElement.map((item) => [item.position, item.item.headline])).toEqual([
      [1, "Retail chain optimization"],
      [2, "Healthcare network performance analytics"],
      [3, "Financial services risk assessment"],
    ]);
    expect(list.itemListElement[0]?.url).toBe(`${site.url}/case-studies#retail-chain-optimization`);
  });

  it("builds a breadcrumb trail with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(site.url, [
        ["Home", "/"],
        ["Case Studies", "/case-studies"],
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Case Studies", item: `${site.url}/case-studies` },
    ]);
  });
});
