import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { TestimonialsSection, type TestimonialData } from "./testimonials-section";

/** A named testimonial tied to a case study and an anonymised one, in a locale's words. */
function testimonialsIn(locale: (typeof localeIds)[number]): TestimonialData[] {
  return [
    {
      id: "retailOperations",
      quote: `${locale}: stock-outs halved in a quarter`,
      name: "Marta Gómez",
      role: `${locale} operations director`,
      source: "Tiendas del Sur",
      isAnonymised: false,
      caseStudy: {
        href: "/case-studies#retail-chain-optimization",
        label: copies[locale].home.testimonials.caseStudyLink,
      },
    },
    {
      id: "bankRisk",
      quote: `${locale}: the model paid for itself`,
      role: `${locale} head of risk`,
      source: copies[locale].home.testimonials.anonymised,
      isAnonymised: true,
    },
  ];
}

describe("TestimonialsSection", () => {
  it.each(localeIds)("shows each quote with who said it (%s)", (locale) => {
    const { testimonials: words } = copies[locale].home;
    const testimonials = testimonialsIn(locale);
    render(<TestimonialsSection words={words} testimonials={testimonials} />);
    const section = screen.getByRole("region", { name: words.heading });
    const figures = section.querySelectorAll("figure");
    expect(figures).toHaveLength(testimonials.length);
    testimonials.forEach((testimonial, index) => {
      const figure = figures[index] as HTMLElement;
      expect(figure.querySelector("blockquote")).toHaveTextContent(testimonial.quote);
      const caption = figure.querySelector("figcaption") as HTMLElement;
      expect(caption).toHaveTextContent(testimonial.role);
      expect(caption).toHaveTextContent(testimonial.source);
      if (testimonial.name) expect(caption).toHaveTextContent(testimonial.name);
    });
  });

  it("marks an anonymised testimonial with the page's words instead of a company", () => {
    const { testimonials: words } = copies.es.home;
    const [named, anonymised] = testimonialsIn("es");
    render(
      <TestimonialsSection
        words={words}
        testimonials={[named, anonymised].filter((item) => item !== undefined)}
      />,
    );
    const marked = document.querySelectorAll("[data-anonymised]");
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(words.anonymised);
    expect(marked[0]?.closest("figure")).toHaveTextContent(anonymised?.quote ?? "");
  });

  it("links a testimonial to its case study's card, and only that one", () => {
    const { testimonials: words } = copies.en.home;
    const testimonials = testimonialsIn("en");
    render(<TestimonialsSection words={words} testimonials={testimonials} />);
    const [link, ...others] = screen.getAllByRole("link");
    expect(others).toHaveLength(0);
    expect(link).toHaveAccessibleName(words.caseStudyLink);
    expect(link).toHaveAttribute("href", testimonials[0]?.caseStudy?.href);
    expect(link).not.toHaveAttribute("target");
    expect(within(link?.closest("li") as HTMLElement).getByRole("blockquote")).toHaveTextContent(
      testimonials[0]?.quote ?? "",
    );
  });

  it("renders nothing while there is no testimonial", () => {
    const { container } = render(
      <TestimonialsSection words={copies.en.home.testimonials} testimonials={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
