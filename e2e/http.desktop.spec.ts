import { expect, test } from "./fixtures";

test.describe("HTTP behaviour of npm start", () => {
  test("/ and /case-studies answer 200 with the full content in the HTML", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const homeHtml = await home.text();
    for (const text of [
      "Data-Driven Solutions",
      "Business Intelligence",
      "Track Record",
      "Chat on WhatsApp",
    ]) {
      expect(homeHtml).toContain(text);
    }
    const caseStudies = await request.get("/case-studies");
    expect(caseStudies.status()).toBe(200);
    expect(await caseStudies.text()).toContain("Financial services risk assessment");
  });

  test("hostile requests answer 400, 404 or 405, never 5xx, never a file outside the build", async ({
    request,
  }) => {
    const hostile = [
      "/%E0%A4%A",
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      `/${"x".repeat(4000)}`,
      "/%00",
      "/case-studies/x/y",
      "/.env",
      "/assets/",
    ];
    for (const path of hostile) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([400, 404], path.slice(0, 40)).toContain(response.status());
      expect(await response.text(), path.slice(0, 40)).not.toContain("root:");
    }
    const post = await request.post("/", { data: "x" });
    expect([404, 405]).toContain(post.status());
  });
});
