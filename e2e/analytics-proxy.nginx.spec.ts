import { expect, test } from "@playwright/test";
import type { ReceivedEvent } from "./support/collector";

/**
 * nginx forwards the same-origin analytics endpoint, `/api/event`, to the events API
 * (deploy/nginx-analytics.conf), here the tests' local collector (e2e/support/host-nginx.ts).
 */
const collectorURL = `http://127.0.0.1:${process.env.E2E_COLLECTOR_PORT}`;

test("nginx proxies POST /api/event to the events API and passes its answer back", async ({
  baseURL,
}) => {
  const marker = `nginx-proxy/${test.info().testId}`;
  const payload = { n: "pageview", u: `${baseURL}/`, d: "www.example.com", p: { locale: "en" } };
  const response = await fetch(`${baseURL}/api/event`, {
    method: "POST",
    headers: { "Content-Type": "text/plain", "User-Agent": marker },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(202);
  const received = (await (await fetch(`${collectorURL}/received`)).json()) as ReceivedEvent[];
  expect(received.filter((event) => event.userAgent === marker)).toEqual([
    {
      name: "pageview",
      url: `${baseURL}/`,
      domain: "www.example.com",
      props: { locale: "en" },
      userAgent: marker,
    },
  ]);
});

test("nginx refuses other methods on /api/event", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/api/event`);
  expect(response.status).toBe(403);
});
