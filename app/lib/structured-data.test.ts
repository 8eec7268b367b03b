import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  caseStudiesItemListJsonLd,
  professionalServiceJsonLd,
} from "./structured-data";
import { caseStudies, copies, figures, site } from "~/content/testing";
import { previewImagePath, pages } from "~/pages/registry";
import type { Weekday } from "./office-hours";
import { wordsFor } from "./words-for";
const es = copies.es;
/** schema.org's day names (https://schema.org/DayOfWeek), by site.yaml's day codes. */
const dayOfWeek: Record<Weekday, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};
const { services } = figures;

describe("professionalServiceJsonLd", () => {
  const data = professionalServiceJsonLd(
    {
      ...site,
      ...es.common.site,
      knowsLanguage: ["en", "es-AR"],
      imagePath: previewImagePath(pages.home, "es"),
    },
    services.map(({ id }) => wordsFor(es.home.services.items, id)),
    es.home.services.eyebrow,
  );

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
      addressLocality: site.address.locality,
      addressCountry: site.address.countryCode,
    });
    // One specification per rule of site.yaml's officeHours, its days as schema.org's.
    expect(data.openingHoursSpecification).toEqual(
      site.officeHours.map(({ days, opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${dayOfWeek[day]}`),
        opens,
        closes,
      })),
    );
  });

  it("describes the company and its services in the page's language", () => {
    expect(data.description).toBe(es.common.site.description);
    expect(data.image).toBe(`${site.url}${previewImagePath(pages.home, "es")}`);
    expect(data.image).toMatch(/\/og\/es\/home\.png$/);
    expect(data.hasOfferCatalog.name).toBe(es.home.services.eyebrow);
    expect(data.knowsLanguage).toEqual(["en", "es-AR"]);
  });

  it("states the e-mail address only when the site has one", () => {
    expect(site.email).toBeUndefined();
    expect(data).not.toHaveProperty("email");
    const withEmail = professionalServiceJsonLd(
      {
        ...site,
        ...es.common.site,
        email: "hola@austral-analytics.example",
        knowsLanguage: ["en", "es-AR"],
        imagePath: previewImagePath(pages.home, "es"),
      },
      [],
      es.home.services.eyebrow,
    );
    expect(withEmail.email).toBe("hola@austral-analytics.example");
  });

  it("lists every service as an OfferCatalog and in knowsAbout", () => {
    expect(data.knowsAbout).toHaveLength(services.length);
    expect(data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      data.knowsAbout,
    );
  });
});

describe("case studies JSON-LD", () => {
  it("lists the case studies in order, each at its own fragment URL", () => {
    const list = caseStudiesItemListJsonLd(
      site.url,
      "/es/casos-de-exito",
      "es-AR",
      caseStudies.map(({ id, image, words }) => ({ id, image, ...words.es })),
    );
    expect(list.itemListElement.map((item) => [item.position, item.item.headline])).toEqual(
      caseStudies.map((study, index) => [index + 1, study.words.es.title]),
    );
    expect(list.itemListElement[0]?.url).toBe(
      `${site.url}/es/casos-de-exito#${caseStudies[0]?.id}`,
    );
    expect(list.itemListElement[0]?.item.inLanguage).toBe("es-AR");
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

describe("blogPostingJsonLd", () => {
  const article = {
    path: "/insights/weekly-forecasts",
    title: "Weekly forecasts",
    description: "How a weekly forecast helps.",
    date: "2026-11-20",
    tags: ["demand forecasting"],
    imagePath: "/og/insights/weekly-forecasts.png",
  };
  const organization = {
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
  };

  it("names a team member who wrote the article as a Person: role, photo, LinkedIn page, the company", () => {
    const linkedInUrl = "https://www.linkedin.com/in/ana-ruiz-example";
    const posting = blogPostingJsonLd(site.url, "en", site.name, {
      ...article,
      author: {
        name: "Ana Ruiz",
        jobTitle: "Founder and data engineer",
        imagePath: "/assets/images/ana-ruiz-0123456789-480.jpg",
        linkedInUrl,
      },
    });
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Ana Ruiz",
      jobTitle: "Founder and data engineer",
      image: `${site.url}/assets/images/ana-ruiz-0123456789-480.jpg`,
      url: linkedInUrl,
      sameAs: [linkedInUrl],
      worksFor: { "@id": organization["@id"] },
    });
    expect(posting.publisher).toEqual(organization);
  });

  it("gives a Person without a LinkedIn page no url or sameAs", () => {
    const posting = blogPostingJsonLd(site.url, "es", site.name, {
      ...article,
      author: { name: "Tomás Paz", jobTitle: "Consultor", imagePath: "/assets/images/t.png" },
    });
    expect(posting.author).not.toHaveProperty("url");
    expect(posting.author).not.toHaveProperty("sameAs");
    expect(posting.author).toMatchObject({ "@type": "Person", jobTitle: "Consultor" });
  });

  it("names the company as the Organization when no team member wrote the article", () => {
    const company = blogPostingJsonLd(site.url, "en", site.name, article);
    expect(company.author).toEqual(organization);
    expect(company.publisher).toEqual(company.author);
    expect(company.keywords).toBe("demand forecasting");
  });
});
