import { describe, expect, it } from "vitest";
import { connectSourcesOf, resolveAnalytics } from "./analytics-settings";

const off = { domain: "", endpoint: "https://plausible.io/api/event" };

describe("resolveAnalytics", () => {
  it("is off while neither the site nor the environment names a domain", () => {
    expect(resolveAnalytics(off, {})).toBeNull();
    expect(
      resolveAnalytics(off, { ANALYTICS_DOMAIN: " ", ANALYTICS_ENDPOINT: "/api/event" }),
    ).toBeNull();
  });

  it("lets the environment override the site's domain and endpoint", () => {
    expect(
      resolveAnalytics(off, {
        ANALYTICS_DOMAIN: "www.example.com",
        ANALYTICS_ENDPOINT: "/api/event",
      }),
    ).toEqual({ domain: "www.example.com", endpoint: "/api/event", captureOnLocalhost: false });
  });

  it("keeps the site's values when the environment leaves them empty", () => {
    const site = { domain: "www.example.com", endpoint: "https://stats.example.org/api/event" };
    expect(resolveAnalytics(site, { ANALYTICS_ENDPOINT: "" })).toEqual({
      ...site,
      captureOnLocalhost: false,
    });
  });

  it("refuses a protocol-relative endpoint, naming where it came from", () => {
    const on = { domain: "www.example.com", endpoint: "/api/event" };
    expect(() =>
      resolveAnalytics(on, { ANALYTICS_ENDPOINT: "//stats.example.org/api/event" }),
    ).toThrow("ANALYTICS_ENDPOINT (//stats.example.org/api/event): must not start with //");
    expect(() => resolveAnalytics({ ...on, endpoint: "//collector/api/event" }, {})).toThrow(
      "app/content/site.yaml → analytics.endpoint (//collector/api/event): must not start with //",
    );
    expect(() => resolveAnalytics(on, { ANALYTICS_ENDPOINT: "\\\\collector/api/event" })).toThrow(
      "must not start with //",
    );
  });

  it("counts on localhost only when the build asks for it", () => {
    const env = { ANALYTICS_DOMAIN: "www.example.com", ANALYTICS_CAPTURE_ON_LOCALHOST: "true" };
    expect(resolveAnalytics(off, env)?.captureOnLocalhost).toBe(true);
  });
});

describe("connectSourcesOf", () => {
  const on = { domain: "www.example.com", captureOnLocalhost: false };

  it("adds exactly the endpoint's origin", () => {
    expect(connectSourcesOf({ ...on, endpoint: "https://plausible.io/api/event" })).toEqual([
      "https://plausible.io",
    ]);
    expect(connectSourcesOf({ ...on, endpoint: "http://127.0.0.1:4123/api/event" })).toEqual([
      "http://127.0.0.1:4123",
    ]);
  });

  it("adds nothing for a same-origin path or when analytics is off", () => {
    expect(connectSourcesOf({ ...on, endpoint: "/api/event" })).toEqual([]);
    expect(connectSourcesOf(null)).toEqual([]);
  });
});
