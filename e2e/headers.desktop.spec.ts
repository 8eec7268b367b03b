import { expect, test } from "./fixtures";

const security = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

test.describe("response headers of npm start", () => {
  // Read the page's own meta policy as delivered, without running its scripts.
  test.use({ javaScriptEnabled: false });

  for (const [path, status] of [
    ["/", 200],
    ["/case-studies", 200],
    ["/no-such-page", 404],
  ] as const) {
    test(`${path} answers ${status} with the security headers and its page's CSP`, async ({
      request,
      page,
      guard,
    }) => {
      guard.allowResponse(/\/no-such-page$/, 404);
      guard.allowConsoleError(/status of 404/);
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(security)) expect(headers[name], name).toBe(value);
      expect(headers["cache-control"]).toBe("no-cache");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toMatch(/unsafe/);
      // The header allows exactly the scripts the page's meta policy allows.
      await page.goto(path);
      const meta = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content");
      const scriptSrc = (policy: string) =>
        policy.split("; ").find((d) => d.startsWith("script-src"));
      expect(scriptSrc(csp)).toBe(scriptSrc(meta ?? ""));
    });
  }

  test("a hashed asset is immutable and carries the security headers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("the hosts' _headers file is not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
  });
});
