import { copies } from "~/content/testing";
import { expect, test } from "./fixtures";

const { notFound } = copies.en;

test.describe("unknown paths @desktop", () => {
  test("a direct load answers 404 with the Not-found page and logs the path", async ({
    page,
    guard,
  }) => {
    guard.allowResponse(/\/no-such-page$/, 404);
    guard.allowConsoleError(/status of 404/);
    guard.allowConsoleError(
      /404 Error: User attempted to access non-existent route: \/no-such-page/,
    );
    const logged = page.waitForEvent("console", (message) =>
      message.text().includes("non-existent route"),
    );
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    expect((await logged).text()).toContain("/no-such-page");
    expect((await logged).type()).toBe("error");

    await page.getByRole("link", { name: notFound.returnHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.locator(`#${copies.en.common.navigation.sectionIds.services}`),
    ).toBeAttached();
  });

  test("client-side navigation to an unknown route shows the page and logs the path", async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/404 Error: User attempted to access non-existent route: \/gone\/away/);
    await page.goto("/");
    const logged = page.waitForEvent("console", (message) => message.text().includes("/gone/away"));
    // Put the unknown URL in history, then reach it with back/forward: the router handles
    // the popstate in the page, as it does any client-side navigation.
    await page.evaluate(() => history.pushState(null, "", "/gone/away"));
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    expect((await logged).type()).toBe("error");
  });
});
