import { describe, expect, it } from "vitest";
import { defaultContentRoot } from "../../spec/default-content";
import { readContent } from "./content.server";

/**
 * The default content (spec/default-content/, what `npm run test:spec` checks against
 * docs/requirements.md) must stay readable by today's content reader: a change of the schemas
 * or of the files the reader expects fails here, in `npm test`, until the default content
 * follows it (docs/testing.md, "The default content").
 */
describe("the default content of spec/default-content/", () => {
  it("passes the content check of today's reader", () => {
    expect(() => readContent(defaultContentRoot)).not.toThrow();
  });
});
