import type { Locator, Page } from "@playwright/test";
import { tooltipTiming } from "~/lib/ui-defaults";
import { expect, test } from "./fixtures";
import { copies } from "~/content/testing";
const en = copies.en;
const es = copies.es;

const { copyPhoneLabel, copyAddressLabel } = en.home.contact;
const { openDelayMs, skipDelayMs } = tooltipTiming;

/** The open tooltip: shown to the eye, hidden from assistive technology (it is the name). */
const tooltip = (page: Page) => page.locator("[data-slot='tooltip']");

/**
 * Opens `path` with the page's clock stopped, so time moves only by `page.clock.runFor`: an
 * assertion made without running the clock sees what happens at once, with no delay.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-11-20T12:00:00-03:00") });
  await page.goto(path);
  await page.clock.pauseAt(new Date("2026-11-20T12:01:00-03:00"));
}

/**
 * Moves the mouse to the middle of `target` in small steps, as a hand does. (`hover()` jumps
 * in one event, and Radix keeps an open tooltip while the pointer may be on its way to it.)
 */
async function moveTo(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the target is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
}

/** Moves the mouse off both buttons, as a hand does; the tooltip closes. */
async function moveAway(page: Page) {
  await page.mouse.move(5, 5, { steps: 10 });
  await expect(tooltip(page)).toHaveCount(0);
}

/**
 * While `button`'s tooltip is open: the button has one accessible name, its label, and no
 * description; the accessibility tree holds the name once, on the button, not again as a tooltip.
 */
async function expectNameOnceWithTooltipOpen(page: Page, button: Locator, label: string) {
  await expect(tooltip(page)).toHaveText(label);
  await expect(button).toHaveAccessibleName(label);
  await expect(button).toHaveAccessibleDescription("");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  const tree = await page.locator("body").ariaSnapshot();
  expect(tree).not.toContain(`tooltip "${label}"`);
  expect(tree.split(label).length - 1, "times the name is in the accessibility tree").toBe(1);
}

test.describe("copy buttons' tooltips (mouse)", () => {
  test("a tooltip opens after the 700 ms hover delay, not before; from one copy button to the other within the 300 ms skip delay it opens at once; each button's name is in the accessibility tree once, not repeated by its open tooltip", async ({
    page,
  }) => {
    await openWithStoppedClock(page, "/");
    const phone = page.getByRole("button", { name: copyPhoneLabel });
    const address = page.getByRole("button", { name: copyAddressLabel });
    await phone.scrollIntoViewIfNeeded();
    await phone.hover();
    await page.clock.runFor(openDelayMs - 200);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(250);
    await expect(tooltip(page)).toHaveText(copyPhoneLabel);
    await expectNameOnceWithTooltipOpen(page, phone, copyPhoneLabel);

    // Straight across to the other card: its tooltip replaces the first, with no delay.
    await moveTo(page, address);
    await expect(tooltip(page)).toHaveText(copyAddressLabel);
    await expectNameOnceWithTooltipOpen(page, address, copyAddressLabel);

    // Away, and back within the skip delay: at once again.
    await moveAway(page);
    await page.clock.runFor(skipDelayMs - 100);
    await moveTo(page, phone);
    await expect(tooltip(page)).toHaveText(copyPhoneLabel);

    // Away for longer than the skip delay: the hover delay applies again.
    await moveAway(page);
    await page.clock.runFor(skipDelayMs + 100);
    await moveTo(page, address);
    await page.clock.runFor(openDelayMs - 200);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(250);
    await expect(tooltip(page)).toHaveText(copyAddressLabel);
  });

  test("on the Spanish page the tooltip speaks Spanish", async ({ page }) => {
    await openWithStoppedClock(page, "/es");
    const label = es.home.contact.copyAddressLabel;
    await page.getByRole("button", { name: label }).hover();
    await page.clock.runFor(openDelayMs);
    await expect(tooltip(page)).toHaveText(label);
  });
});
