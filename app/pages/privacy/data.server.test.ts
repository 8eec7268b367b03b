import { afterEach, describe, expect, it, vi } from "vitest";
import { copies } from "~/content/testing";
import { localeIds } from "~/i18n/locales";
import { privacyPageData } from "./data.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("privacyPageData", () => {
  for (const locale of localeIds) {
    const words = copies[locale].privacy;
    const headings = (sections: readonly { heading: string }[]) =>
      sections.map((section) => section.heading);

    it(`says the site collects nothing in a build that counts no visits (${locale})`, () => {
      vi.stubEnv("ANALYTICS_DOMAIN", "");
      const { text } = privacyPageData(locale);
      expect(headings(text.sections)).toEqual(
        headings([words.withoutAnalytics, ...words.sections]),
      );
    });

    it(`says what is counted in a build that counts visits (${locale})`, () => {
      vi.stubEnv("ANALYTICS_DOMAIN", "www.example.com");
      const { text } = privacyPageData(locale);
      expect(headings(text.sections)).toEqual(
        headings([...words.withAnalytics, ...words.sections]),
      );
      expect(headings(text.sections)).not.toContain(words.withoutAnalytics.heading);
    });
  }
});
