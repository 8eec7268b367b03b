import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInApp } from "~/test/render";
import { Hero } from "./hero";
import { copies, site } from "~/content/testing";
import { whatsAppUrl } from "~/lib/links";
import { wordsFor } from "~/lib/words-for";
import { homePageData, type HomePageData } from "./data.server";
import { HeroStats } from "./hero-stats";

const { words, heroStats } = homePageData("en");
const spanish = homePageData("es");

/** The hero's row of figures, as the home page builds it. */
function statsOf(hero: HomePageData["words"]["hero"], stats: HomePageData["heroStats"]) {
  return <HeroStats label={hero.statsLabel} stats={stats} />;
}

describe("Hero", () => {
  it("shows the badge, the lead and every stat of the content, in order", () => {
    renderInApp(<Hero words={words.hero} stats={statsOf(words.hero, heroStats)} />);
    expect(screen.getByText(words.hero.badge)).toBeInTheDocument();
    expect(screen.getByText(words.hero.lead)).toBeInTheDocument();
    const [firstStat] = heroStats;
    const stats = screen
      .getByText(wordsFor(words.heroStats, firstStat?.id ?? ""))
      .closest("dl") as HTMLElement;
    const pairs = within(stats)
      .getAllByRole("term")
      .map((term) => [term.nextElementSibling?.textContent, term.textContent]);
    expect(pairs).toEqual(heroStats.map(({ id, value }) => [value, wordsFor(words.heroStats, id)]));
  });

  it("opens the scheduling page from the primary call to action, as an outside link", () => {
    renderInApp(<Hero words={words.hero} stats={statsOf(words.hero, heroStats)} />);
    const link = screen.getByRole("link", {
      name: `${words.hero.primaryCta} ${copies.en.common.navigation.opensInNewTab}`,
    });
    expect(link).toHaveAttribute("href", site.consultation.url);
  });

  it("says in Spanish that the outside link opens a new tab under /es", () => {
    renderInApp(
      <Hero words={spanish.words.hero} stats={statsOf(spanish.words.hero, spanish.heroStats)} />,
      { path: "/es" },
    );
    const { hero } = copies.es.home;
    expect(
      screen.getByRole("link", {
        name: `${hero.primaryCta} ${copies.es.common.navigation.opensInNewTab}`,
      }),
    ).toHaveAttribute("href", site.consultation.url);
  });

  it("offers a WhatsApp chat in the page's language right after the booking button", () => {
    for (const [path, data] of [
      ["/", homePageData("en")],
      ["/es", spanish],
    ] as const) {
      const { unmount } = renderInApp(
        <Hero words={data.words.hero} stats={statsOf(data.words.hero, data.heroStats)} />,
        {
          path,
        },
      );
      const locale = path === "/" ? "en" : "es";
      const [booking, whatsApp] = screen.getAllByRole("link");
      expect(booking).toHaveAttribute("href", site.consultation.url);
      expect(whatsApp).toHaveAccessibleName(
        `${data.words.hero.whatsAppCta} ${copies[locale].common.navigation.opensInNewTab}`,
      );
      expect(whatsApp).toHaveAttribute(
        "href",
        whatsAppUrl(site.whatsApp.number, copies[locale].common.site.whatsAppText),
      );
      expect(whatsApp?.parentElement).toHaveClass("hero-actions-timeline");
      unmount();
    }
  });

  it("goes to the case studies from the secondary call to action, in the same tab", async () => {
    renderInApp(<Hero words={words.hero} stats={statsOf(words.hero, heroStats)} />);
    const link = screen.getByRole("link", { name: words.hero.secondaryCta });
    expect(link).toHaveAttribute("href", "/case-studies");
    expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    expect(await screen.findByText("Navigated elsewhere")).toBeInTheDocument();
  });
});
