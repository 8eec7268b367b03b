import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { ClientLogosSection } from "./client-logos-section";
import { plannedImage } from "./proof-fixture";

const logos = [
  { name: "Tiendas del Sur", logo: plannedImage("tiendas", 600, 200) },
  { name: "Banco Andino", logo: plannedImage("banco", 480, 160) },
];

describe("ClientLogosSection", () => {
  it.each(localeIds)(
    "shows each logo named by its client, as the build wrote it (%s)",
    (locale) => {
      const { heading } = copies[locale].home.clientLogos;
      render(<ClientLogosSection heading={heading} logos={logos} />);
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(heading);
      const images = screen.getAllByRole("img");
      expect(images.map((image) => image.getAttribute("alt"))).toEqual(
        logos.map(({ name }) => name),
      );
      for (const [index, image] of images.entries()) {
        expect(image).toHaveAttribute("src", logos[index]?.logo.src);
        expect(image.closest("picture")?.querySelector("source")).toHaveAttribute(
          "type",
          "image/avif",
        );
      }
    },
  );

  it("renders nothing while there is no logo", () => {
    const { container } = render(
      <ClientLogosSection heading={copies.en.home.clientLogos.heading} logos={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
