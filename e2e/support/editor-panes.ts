import type { Locator, Page } from "@playwright/test";

/**
 * The editor's side-by-side view of an entry: the English pane and the Spanish one beside it
 * (opened in place of the preview when the editor shows the preview there).
 *
 * @param page - a page of the editor with an entry open.
 * @returns the two panes, once both are on screen.
 */
export async function bothLanguages(page: Page): Promise<{ english: Locator; spanish: Locator }> {
  const english = page.getByRole("group", { name: /Edit .*English.* Content/ });
  const spanish = page.getByRole("group", { name: /Edit .*Spanish.* Content/ });
  await english.waitFor();
  if (!(await spanish.isVisible())) {
    await page
      .getByRole("group", { name: /Preview .*English.* Content/ })
      .getByRole("radio", { name: "Spanish" })
      .click();
  }
  await spanish.waitFor();
  return { english, spanish };
}
