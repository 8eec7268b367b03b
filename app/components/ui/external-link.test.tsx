import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./external-link";

describe("ExternalLink", () => {
  it("opens in a new tab that cannot reach back, and says so in its accessible name", () => {
    render(
      <ExternalLink href="https://example.com/" newTabNote="(opens in a new tab)">
        Partner
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: "Partner (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
