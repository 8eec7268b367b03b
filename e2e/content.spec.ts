import { expect, isPhone, openMobileMenu, test } from "./fixtures";

/** Every item of product-spec.md section 2, with its exact text and numbers. */
test.describe("spec section 2 content", () => {
  test("home page: fixed top bar with logo, anchors and Get Started", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header.getByRole("link", { name: "Austral Analytics" })).toBeVisible();
    const nav = isPhone()
      ? await openMobileMenu(page)
      : header.getByRole("navigation", { name: "Main" });
    for (const label of ["Services", "About", "Contact", "Get Started"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });

  test("home page: sections in order hero, services, about, contact, footer", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main > section, body footer")].map(
        (el) => el.id || el.tagName.toLowerCase(),
      ),
    );
    // The hero is the first <section> and has no id; the others are the spec's anchors.
    expect(order).toEqual(["section", "services", "about", "contact", "footer"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("hero: badge, buttons and stats", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Data-Driven Solutions", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Start Your Transformation/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Case Studies" })).toBeVisible();
    for (const [value, label] of [
      ["8+", "Projects Completed"],
      ["98%", "Client Satisfaction"],
      ["3+", "Years Experience"],
    ] as const) {
      const stat = page.locator("dl div").filter({ hasText: label });
      await expect(stat.locator("dd")).toHaveText(value);
      await expect(stat).toBeVisible();
    }
    await expect(page.getByText(/for over 1 year/i)).toBeVisible();
  });

  test("hero dashboard: drawn on wide screens, never fetched on phones", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    const dashboard = page.locator('img[src="/images/hero-dashboard.svg"]');
    if (isPhone()) {
      await expect(dashboard).toBeHidden();
      expect(requested).not.toContain("/images/hero-dashboard.svg");
    } else {
      await expect(dashboard).toBeVisible();
      await expect(dashboard).toHaveAttribute("alt", "");
      await expect
        .poll(() => dashboard.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(480);
    }
  });

  test("services: six cards with their three features and Discuss Your Project", async ({
    page,
  }) => {
    await page.goto("/");
    const services = page.locator("#services");
    const expected: Record<string, string[]> = {
      "Business Intelligence": ["Custom Dashboards", "Real-time Analytics", "Performance KPIs"],
      "Predictive Analytics": ["Forecasting Models", "Risk Assessment", "Trend Analysis"],
      "Data Engineering": ["Data Warehousing", "ETL Pipelines", "Cloud Migration"],
      "Strategic Consulting": ["Data Strategy", "Process Optimization", "Change Management"],
      "Data Automation": ["Process Automation", "Workflow Optimization", "Quality Assurance"],
      "Performance Analytics": ["Performance Tracking", "Optimization Insights", "Benchmarking"],
    };
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(Object.keys(expected));
    for (const [title, features] of Object.entries(expected)) {
      const card = services
        .locator("[data-slot=card]")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.locator("ul li")).toHaveText(features);
      await expect(card).toBeVisible();
    }
    await expect(services.getByRole("link", { name: /Discuss Your Project/ })).toBeVisible();
  });

  test("about: four values, Learn More About Us and the Track Record panel", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const value of ["Excellence", "Partnership", "Results", "Innovation"]) {
      await expect(about.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(about.getByRole("link", { name: /Learn More About Us/ })).toBeVisible();
    for (const [label, value] of [
      ["Fortune 500 Clients", "Not there yet"],
      ["Data Scientists", "1"],
      ["Industries Served", "3"],
      ["Average ROI Increase", "340%"],
    ] as const) {
      const item = about.locator("dl div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(item.locator("dd")).toHaveText(value);
    }
  });

  test("contact: phone, Buenos Aires address, office hours and the WhatsApp card", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.locator('a[href^="tel:+54"]')).toBeVisible();
    await expect(contact.getByText("Monday-Friday 9AM-6PM ART", { exact: true })).toBeVisible();
    await expect(contact.locator("address")).toContainText("Buenos Aires");
    await expect(contact.locator("address")).toContainText("Argentina");
    for (const [days, hours] of [
      ["Monday-Friday", "9:00 AM-6:00 PM"],
      ["Saturday", "10:00 AM-2:00 PM"],
      ["Sunday", "Closed"],
    ] as const) {
      const line = contact.locator("dl div").filter({ has: page.getByText(days, { exact: true }) });
      await expect(line.locator("dd")).toHaveText(hours);
    }
    await expect(contact.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
    await expect(contact.getByRole("link", { name: /Chat on WhatsApp/ })).toBeVisible();
  });

  test("footer: brand, tagline, 2025 copyright and placeholder legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Austral Analytics" })).toBeVisible();
    await expect(footer.getByText(/^© 2025 Austral Analytics\./)).toBeVisible();
    for (const label of ["Privacy Policy", "Terms of Service"]) {
      const placeholder = footer.locator("a", { hasText: label });
      await expect(placeholder).toBeVisible();
      await expect(placeholder).not.toHaveAttribute("href");
    }
  });

  test("case studies page: Back to Home, heading, three cards and Get Started Today", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const cards = page.getByRole("article");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Retail chain optimization",
      "Healthcare network performance analytics",
      "Financial services risk assessment",
    ]);
    const results = [
      ["Retail", ["$2.4M", "35%", "3 months"]],
      ["Healthcare", ["25%", "40%", "$1.8M", "12"]],
      ["Financial Services", ["45%", "28%", "60%"]],
    ] as const;
    for (const [index, [industry, values]] of results.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(industry, { exact: true })).toBeVisible();
      await expect(card.locator("dl dd")).toHaveText([...values]);
      await expect(card.locator("img")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Get Started Today/ })).toBeVisible();
  });

  test("case study images alternate sides on wide screens and stack on phones", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const sides = await page.getByRole("article").evaluateAll((articles) =>
      articles.map((article) => {
        const image = article.querySelector("img")?.getBoundingClientRect();
        const heading = article.querySelector("h2")?.getBoundingClientRect();
        if (!image || !heading) return "missing";
        if (image.bottom <= heading.top) return "above";
        return image.left < heading.left ? "left" : "right";
      }),
    );
    expect(sides).toEqual(isPhone() ? ["above", "above", "above"] : ["left", "right", "left"]);
  });
});
