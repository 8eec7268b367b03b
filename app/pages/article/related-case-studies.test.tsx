import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { caseStudies, copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { relatedCaseStudies } from "./article-data.server";
import { RelatedCaseStudies } from "./related-case-studies";

describe("RelatedCaseStudies", () => {
  it.each(localeIds)(
    "links each case study by its title to its card, under the heading of the page's language (%s)",
    (locale) => {
      const heading = copies[locale].articles.article.relatedHeading;
      const ids = caseStudies.map((study) => study.id).slice(0, 2);
      const studies = relatedCaseStudies({ locale, related: ids }, caseStudies);
      render(<RelatedCaseStudies heading={heading} studies={studies} />);
      const section = screen.getByRole("region", { name: heading });
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(heading);
      const items = within(section).getAllByRole("listitem");
      expect(items).toHaveLength(studies.length);
      studies.forEach((study, index) => {
        const item = items[index] as HTMLElement;
        const link = within(item).getByRole("link", { name: study.title });
        expect(link).toHaveAttribute("href", study.href);
        expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(study.title);
        expect(item).toHaveTextContent(study.industry);
        expect(item).toHaveTextContent(study.description);
      });
    },
  );

  it("renders nothing when the article names no case study", () => {
    const { container } = render(<RelatedCaseStudies heading="Related" studies={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
