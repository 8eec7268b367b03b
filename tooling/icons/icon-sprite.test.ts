import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { iconNames } from "../../app/assets/icon-names.ts";
import { iconComponents } from "./icon-set.ts";
import { iconSprite, spritePath } from "./icon-sprite.ts";

describe("icon sprite", () => {
  it("has one symbol per content icon name, with lucide's shapes", () => {
    const sprite = iconSprite(iconComponents);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual([...iconNames]);
    expect(sprite).toContain(
      '<symbol id="target" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"></circle>',
    );
    expect(sprite).not.toMatch(/<symbol[^>]*>\s*<\/symbol>/);
  });

  it("is up to date in app/assets/icons.svg (run npm run icons after changing icon-set.ts)", async () => {
    expect(await readFile(spritePath, "utf8")).toBe(iconSprite(iconComponents));
  });
});
