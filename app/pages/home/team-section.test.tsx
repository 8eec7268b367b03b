import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { plannedImage } from "./proof-fixture";
import type { TeamMemberShown } from "~/content/team-and-clients";
import { TeamSection } from "./team-section";

/** Two people in a locale's words: one with a LinkedIn page, one without. */
function membersIn(locale: string): TeamMemberShown[] {
  return [
    {
      id: "anaRuiz",
      name: "Ana Ruiz",
      role: `${locale} data engineer`,
      background: `${locale}: ten years of retail analytics`,
      photo: plannedImage("ana"),
      linkedIn: { href: "https://www.linkedin.com/in/ana-ruiz", label: `${locale} Ana Ruiz` },
    },
    {
      id: "tomasPaz",
      name: "Tomás Paz",
      role: `${locale} analyst`,
      background: `${locale}: hospital operations`,
      photo: plannedImage("tomas"),
    },
  ];
}

describe("TeamSection", () => {
  it.each(localeIds)("shows each person's name, role, background and photo (%s)", (locale) => {
    const { team } = copies[locale].home;
    const members = membersIn(locale);
    render(
      <TeamSection
        words={team}
        members={members}
        newTabNote={copies[locale].common.navigation.opensInNewTab}
      />,
    );
    const section = screen.getByRole("region", { name: team.heading });
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(members.length);
    members.forEach((member, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(member.name);
      expect(card).toHaveTextContent(member.role);
      expect(card).toHaveTextContent(member.background);
      const sources = card.querySelectorAll("picture source");
      expect([...sources].map((source) => source.getAttribute("type"))).toEqual([
        "image/avif",
        "image/webp",
      ]);
      expect(card.querySelector("img")).toHaveAttribute("src", member.photo.src);
    });
  });

  it("links to a LinkedIn page as an outside link that says it opens a new tab", () => {
    const { common, home } = copies.en;
    const [withLink, withoutLink] = membersIn("en");
    render(
      <TeamSection
        words={home.team}
        members={[withLink, withoutLink].filter((member) => member !== undefined)}
        newTabNote={common.navigation.opensInNewTab}
      />,
    );
    const link = screen.getByRole("link", {
      name: `${withLink?.linkedIn?.label} ${common.navigation.opensInNewTab}`,
    });
    expect(link).toHaveAttribute("href", withLink?.linkedIn?.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("renders nothing while the team is empty", () => {
    const { container } = render(
      <TeamSection words={copies.en.home.team} members={[]} newTabNote="" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
