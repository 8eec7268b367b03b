import { expect, isPhone, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("the home page has all its text and working links", async ({ page }) => {
    await page.goto("/");
    for (const text of [
      "Data-Driven Solutions",
      "Projects Completed",
      "Business Intelligence",
      "Benchmarking",
      "Track Record",
      "Not there yet",
      "Monday-Friday 9AM-6PM ART",
      "Send us a Message",
      "© 2025 Austral Analytics. All rights reserved.",
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
    }
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/#services", "/#about", "/#contact", "/case-studies"]),
    );
    expect(hrefs.some((href) => href?.startsWith("https://wa.me/"))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith("tel:"))).toBe(true);

    await page.getByRole("link", { name: "View Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Financial services risk assessment")).toBeVisible();
  });

  test("the menu's links are reachable on a phone (in the footer) and work", async ({ page }) => {
    await page.goto("/");
    const footerNav = page.getByRole("navigation", { name: "Footer" });
    for (const label of ["Services", "About", "Contact"]) {
      await expect(footerNav.getByRole("link", { name: label })).toBeVisible();
    }
    await footerNav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact h2")).toBeInViewport();
    if (isPhone()) await expect(page.locator("header nav").first()).toBeHidden();
  });

  test("the Spanish home page has all its text and working links", async ({ page }) => {
    await page.goto("/es");
    for (const text of [
      "Soluciones basadas en datos",
      "Proyectos completados",
      "Inteligencia de negocios",
      "Trayectoria",
      "Todavía no",
      "Lunes a viernes, de 9 a 18 h (ART)",
      "Escribinos",
      "© 2025 Austral Analytics. Todos los derechos reservados.",
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
    }
    await page.getByRole("link", { name: "Ver casos de éxito" }).click();
    await expect(page).toHaveURL(/\/es\/casos-de-exito$/);
    await expect(page.getByText("Evaluación de riesgo en servicios financieros")).toBeVisible();
  });
});
