import { describe, expect, it } from "vitest";
import {
  fullNavigationViewportPx,
  headerBoxes,
  headerFit,
  headerFitCss,
  headerFitStyle,
  type HeaderWords,
} from "./header-fit";

const english: HeaderWords = {
  lang: "en",
  siteName: "Austral Analytics",
  links: ["Services", "About", "Contact", "Case Studies", "Insights"],
  languages: ["Español"],
  getStarted: "Get Started",
};
const spanish: HeaderWords = {
  lang: "es-AR",
  siteName: "Austral Analytics",
  links: ["Servicios", "Nosotros", "Contacto", "Casos de éxito", "Artículos"],
  languages: ["English"],
  getStarted: "Empezá ahora",
};

describe("headerFit", () => {
  it("fits the name, then the booking button, then the full navigation, each wider", () => {
    const fit = headerFit(english);
    expect(fit.siteNameFromPx).toBeLessThan(fit.bookingFromPx);
    expect(fit.bookingFromPx).toBeLessThan(fit.fullNavigationFromPx);
    expect(Object.values(fit).every(Number.isInteger)).toBe(true);
  });

  it("gives longer words more room", () => {
    expect(headerFit(spanish).fullNavigationFromPx).toBeGreaterThan(
      headerFit(english).fullNavigationFromPx,
    );
    const longerName = headerFit({ ...english, siteName: "Austral Analytics Consultores" });
    expect(longerName.siteNameFromPx).toBeGreaterThan(headerFit(english).siteNameFromPx);
  });

  it("counts each navigation link, its padding and the gap before it", () => {
    const sixth = headerFit({ ...spanish, links: [...spanish.links, "Nuestro equipo"] });
    const added = sixth.fullNavigationFromPx - headerFit(spanish).fullNavigationFromPx;
    expect(added).toBeGreaterThan(headerBoxes.linkPadding + headerBoxes.itemGap + 90);
    expect(added).toBeLessThan(headerBoxes.linkPadding + headerBoxes.itemGap + 120);
  });

  it("keeps the phone layout's first tier within a 320 px screen's content", () => {
    // Below the name's width the header shows the mark, the languages and the menu button.
    const fit = headerFit(spanish);
    expect(fit.siteNameFromPx).toBeGreaterThan(320 - 40);
    expect(fit.siteNameFromPx).toBeLessThanOrEqual(360 - 40);
  });
});

describe("headerFitCss", () => {
  it("shows each part from its width, for its language only", () => {
    const fit = headerFit(spanish);
    const css = headerFitCss(spanish);
    expect(css).toContain(
      `@container site-header (width >= ${fit.siteNameFromPx}px){html:lang(es-AR) [data-header-fit="site-name"]{position:static;`,
    );
    expect(css).toContain(
      `@container site-header (width >= ${fit.bookingFromPx}px){html:lang(es-AR) [data-header-fit="booking"]{display:flex}}`,
    );
    expect(css).toContain(
      `@container site-header (width >= ${fit.fullNavigationFromPx}px){html:lang(es-AR) [data-header-fit="full-navigation"]{display:flex}html:lang(es-AR) [data-header-fit="phone-navigation"]{display:none}}`,
    );
    expect(css).not.toContain("lang(en)");
  });

  it("drops the phone action bar and its room from the viewport width where the full navigation fits, on pages with the header", () => {
    const fit = headerFit(english);
    const viewport = fullNavigationViewportPx(fit);
    expect(viewport).toBe(fit.fullNavigationFromPx + 2 * headerBoxes.sidePadding);
    const scope = 'html:lang(en):has([data-header-fit="bar"])';
    expect(headerFitCss(english)).toContain(
      `@media (width >= ${viewport}px){${scope}{scroll-padding-bottom:0}${scope} body{padding-bottom:0}${scope} [data-phone-layout]{display:none}}`,
    );
  });

  it("widens the bar past the page's container only when the navigation needs it", () => {
    expect(headerFitCss(spanish)).not.toContain("max-width:none");
    const crowded = {
      ...spanish,
      links: [...spanish.links, "Nuestro equipo", "Preguntas frecuentes"],
    };
    expect(headerFit(crowded).fullNavigationFromPx).toBeGreaterThan(headerBoxes.maxContent);
    expect(headerFitCss(crowded)).toContain(
      'html:lang(es-AR) [data-header-fit="bar"]{max-width:none}',
    );
  });
});

describe("headerFitStyle", () => {
  it("reads the header's words from a page's root data: its links, pages and the other languages", () => {
    const link = (label: string) => ({ label, to: "/" });
    const css = headerFitStyle({
      locale: "es",
      site: { name: spanish.siteName },
      common: {
        navigation: {
          links: spanish.links.slice(0, 3).map(link),
          pages: spanish.links.slice(3).map(link),
          getStarted: link(spanish.getStarted),
        },
      },
    });
    expect(css).toBe(headerFitCss(spanish));
  });
});
