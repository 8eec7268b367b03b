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

/**
 * The editor's pane for `locale` beside the default locale's: the second pane shows one other
 * language at a time, switched by its name (the editor names languages in English).
 *
 * @param page - a page of the editor with an entry open, after {@link bothLanguages}.
 * @param locale - a locale id such as `es`.
 * @returns the pane, once it is on screen.
 */
export async function paneOf(page: Page, locale: string): Promise<Locator> {
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
  const pane = page.getByRole("group", { name: new RegExp(`Edit .*${name}.* Content`) });
  if (!(await pane.isVisible())) {
    await page
      .getByRole("group", { name: /Edit .* Content/ })
      .last()
      .getByRole("radio", { name })
      .click();
  }
  await pane.waitFor();
  return pane;
}

/**
 * What the editor's preview loads into its frames (app/editor-preview/): the site's stylesheet
 * and icon sprite under `/admin/preview/`, and the content's images. Leaving an entry, as
 * saving does, removes its preview, and the browser aborts whatever of these was still
 * arriving: for `guard.allowAbortedRequests` (e2e/fixtures.ts).
 */
export const editorPreviewFiles = /\/admin\/preview\/[^/]+\.(css|svg)$|\/assets\/images\//;
