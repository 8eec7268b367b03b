import { expect, test } from "./fixtures";

/**
 * Every page of every journey fails on a Content-Security-Policy violation (the page guard in
 * e2e/fixtures.ts); this shows that the policy is really enforced, so that check means
 * something.
 */
test.describe("Content-Security-Policy @desktop", () => {
  test("an injected inline script is refused and reported", async ({ page, guard }) => {
    guard.allowConsoleError(/Content Security Policy/);
    guard.allowCspViolation(/^script-src/);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    await expect
      .poll(() => guard.cspViolations().some((violation) => violation.startsWith("script-src")))
      .toBe(true);
  });
});
