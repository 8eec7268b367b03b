import { describe, expect, it } from "vitest";
import { withEngagementModels } from "~/test/registry-fixture";
import { builtPagesOf } from "./testing";

describe("the end-to-end tests' page list", () => {
  it("takes a page that only the registry names, in every locale, with its built file", () => {
    const added = builtPagesOf(withEngagementModels).filter(
      ({ key }) => key === "engagementModels",
    );
    expect(added).toEqual([
      {
        key: "engagementModels",
        locale: "en",
        path: "/engagement-models",
        file: "engagement-models.html",
        hydrates: false,
      },
      {
        key: "engagementModels",
        locale: "es",
        path: "/es/modelos-de-trabajo",
        file: "es/modelos-de-trabajo.html",
        hydrates: false,
      },
    ]);
  });

  it("lists each locale's Not-found page and published articles beside the registry's pages", () => {
    const keys = new Set(builtPagesOf().map(({ key }) => key));
    expect(keys).toEqual(
      new Set(["home", "caseStudies", "articles", "privacy", "article", "notFound"]),
    );
  });
});
