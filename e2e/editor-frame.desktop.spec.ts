import type { Frame, Page } from "@playwright/test";
import { editorUrl } from "../tooling/build-steps/hosts/url-policy.ts";
import { editorPreviewFiles } from "./support/editor-panes";
import { expect, test } from "./fixtures";

/**
 * The editor at /admin/ inside a frame, on a host that sends no headers (GitHub Pages): no
 * `frame-ancestors` and no `X-Frame-Options` keep a framing page out there, so the editor's page
 * must refuse to start by itself (admin/frame-guard.js). The framing page is on the site's own
 * origin, the closest a framer can get.
 */

/** A page of the site's origin that no build has: it frames the editor. */
const framerPath = "/test-only/frames-the-editor";

/** The headers our hosts send and GitHub Pages does not. */
const hostOnlyHeaders = [
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

/** Serves everything under /admin/ as GitHub Pages would: the built files, without our headers. */
async function servedWithoutHeaders(page: Page): Promise<void> {
  await page.route(`**${editorUrl}**`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !hostOnlyHeaders.includes(name)),
    );
    await route.fulfill({ response, headers });
  });
}

/**
 * What of the editor a document of the editor's page ran: the paths of its script elements
 * (`inline importmap` for the import map), and whether the editor's global is there.
 */
function editorState(frame: Frame) {
  return frame.evaluate(() => ({
    scripts: [...document.scripts].map((script) =>
      script.src ? new URL(script.src).pathname : `inline ${script.type}`,
    ),
    hasEditor: "CMS" in window,
  }));
}

// The editor's page is not the site's: no hydration to wait for.
test.use({ waitForHydration: false });

// One page serves both: a second browser context would cost more than the framed page's checks.
test("without the hosts' headers, /admin/ opened on its own starts the editor, and in a frame on the site's own origin shows a link to its own tab and never starts it", async ({
  page,
  baseURL,
  guard,
}) => {
  guard.allowAbortedRequests(editorPreviewFiles);
  await servedWithoutHeaders(page);

  await test.step("opened on its own, without the hosts' headers, /admin/ starts the editor", async () => {
    await page.goto(editorUrl);
    await expect(page.getByRole("button", { name: /local repository/i })).toBeVisible();
    const state = await editorState(page.mainFrame());
    expect(state.hasEditor).toBe(true);
    expect(state.scripts).toEqual(
      expect.arrayContaining([
        `${editorUrl}frame-guard.js`,
        `${editorUrl}same-origin.js`,
        `${editorUrl}vendor/sveltia-cms.js`,
      ]),
    );
    expect(guard.cspViolations()).toEqual([]);
  });

  await test.step("in a frame on the site's own origin, /admin/ shows a link to its own tab and never starts the editor", async () => {
    // Leaving the editor, and stopping the framed page, cancel what they were still fetching
    // (the editor's script).
    guard.allowAbortedRequests(new RegExp(editorUrl));
    await page.route(`**${framerPath}`, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="en"><title>Framer</title><iframe src="${editorUrl}" title="Framed editor"></iframe></html>`,
      }),
    );
    const framedResponse = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === editorUrl && response.frame() !== page.mainFrame(),
    );
    await page.goto(framerPath);
    const headers = (await framedResponse).headers();
    for (const name of hostOnlyHeaders) expect(headers[name], name).toBeUndefined();

    const framed = page.frameLocator("iframe");
    await expect(
      framed.getByText("The content editor does not open inside another page."),
    ).toBeVisible();
    await expect(
      framed.getByRole("link", { name: /Open the editor in its own tab/ }),
    ).toHaveAttribute("href", new URL(editorUrl, baseURL).href);
    await expect(
      framed.getByRole("link", { name: /Open the editor in its own tab/ }),
    ).toHaveAttribute("target", "_blank");

    // Once the framed document is complete, an editor that had not been stopped would have
    // run: its script is a blocking one of the page's <head>.
    const frame = page
      .frames()
      .find((candidate) => new URL(candidate.url()).pathname === editorUrl);
    if (!frame) throw new Error("the framer has no frame at /admin/");
    await expect.poll(() => frame.evaluate(() => document.readyState)).toBe("complete");
    expect(await editorState(frame)).toEqual({
      scripts: [`${editorUrl}frame-guard.js`],
      hasEditor: false,
    });
    await expect(framed.getByRole("button", { name: /local repository/i })).toHaveCount(0);
  });
});
