import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copies, site } from "~/content/testing";
import { localeIds, locales } from "~/i18n/locales";
import { formatMessage } from "~/lib/message";
import { plannedImage } from "../home/proof-fixture";
import { ArticleByline } from "./article-byline";
import type { ArticleAuthor } from "./article-data.server";

/** A team member who wrote an article, in a locale's words. */
function authorIn(locale: string, withLinkedIn = true): ArticleAuthor {
  return {
    name: "Ana Ruiz",
    role: `${locale} data engineer`,
    photo: plannedImage("ana"),
    ...(withLinkedIn && {
      linkedIn: {
        href: "https://www.linkedin.com/in/ana-ruiz",
        label: `${locale} Ana on LinkedIn`,
      },
    }),
  };
}

describe("ArticleByline", () => {
  it.each(localeIds)(
    "shows a team member's photo, name, role and LinkedIn page, which opens in a new tab (%s)",
    (locale) => {
      const { articles, common } = copies[locale];
      const author = authorIn(locale);
      const byline = formatMessage(
        articles.article.byline,
        { author: author.name },
        locales[locale].lang,
      );
      const { container } = render(
        <ArticleByline
          byline={byline}
          author={author}
          newTabNote={common.navigation.opensInNewTab}
        />,
      );
      const address = container.querySelector("address");
      expect(address).toHaveTextContent(byline);
      expect(address).toHaveTextContent(author.role);
      expect(address?.querySelector("img")).toHaveAttribute("src", author.photo.src);
      // The name is beside it: the photo adds nothing to read.
      expect(address?.querySelector("img")).toHaveAttribute("alt", "");
      const link = screen.getByRole("link", {
        name: `${author.linkedIn?.label} ${common.navigation.opensInNewTab}`,
      });
      expect(link).toHaveAttribute("href", author.linkedIn?.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    },
  );

  it("shows no link for a team member without a LinkedIn page", () => {
    const author = authorIn("en", false);
    render(<ArticleByline byline="By Ana Ruiz" author={author} newTabNote="(new tab)" />);
    expect(screen.getByText(author.role)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("names the company, with no photo, role or link, when no team member wrote the article", () => {
    const byline = formatMessage(
      copies.es.articles.article.byline,
      { author: site.name },
      locales.es.lang,
    );
    const { container } = render(<ArticleByline byline={byline} newTabNote="(new tab)" />);
    expect(container).toHaveTextContent(byline);
    expect(container.querySelector("address, img, a")).toBeNull();
  });
});
