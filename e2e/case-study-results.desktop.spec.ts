import { caseStudies } from "~/content/testing";
import { expect, test } from "./fixtures";

test("every case study's results fill whole rows at 1280 px", async ({ page }) => {
  await page.goto("/case-studies");
  const lists = page.getByRole("article").locator("dl");
  await expect(lists).toHaveCount(caseStudies.length);
  for (const list of await lists.all()) {
    const rowSizes = await list.evaluate((dl) => {
      const rows = new Map<number, number>();
      for (const item of dl.children) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.values()];
    });
    expect(new Set(rowSizes).size, `rows of ${rowSizes.join(" + ")}`).toBe(1);
  }
});
