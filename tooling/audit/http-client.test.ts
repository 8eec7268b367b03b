import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startLocalServer } from "../watch/fixtures/local-server.ts";
import { createHttpClient } from "./http-client.ts";

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("createHttpClient", () => {
  it("keeps at most six requests in flight and answers each in full", async () => {
    const count = 14;
    const held: { response: ServerResponse; url: string }[] = [];
    let holding = true;
    let sixHeld!: () => void;
    const sixArrived = new Promise<void>((resolve) => (sixHeld = resolve));
    // The server holds the client's requests until the test has seen a later request of its
    // own arrive: by then every request the client had sent is there.
    const server = await startLocalServer((request, response) => {
      const url = request.url ?? "";
      if (url === "/probe" || !holding) return response.end(`answer to ${url}`);
      held.push({ response, url });
      if (held.length === 6) sixHeld();
    });
    close = server.close;
    const client = createHttpClient();
    const answers = Promise.all(
      Array.from({ length: count }, (_, index) => client.get(`${server.origin}/page-${index}`)),
    );
    await sixArrived;
    await (await fetch(`${server.origin}/probe`)).text();
    expect(held.map(({ url }) => url).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `/page-${index}`),
    );
    holding = false;
    for (const { response, url } of held) response.end(`answer to ${url}`);
    const bodies = (await answers).map((answer) => answer.body.toString());
    expect(bodies).toEqual(Array.from({ length: count }, (_, index) => `answer to /page-${index}`));
  });

  it("asks for each URL once, fragments aside, and falls back to GET when HEAD is refused", async () => {
    const server = await startLocalServer((request, response) => {
      if (request.method === "HEAD" && request.url === "/no-head") response.writeHead(405);
      response.end("body");
    });
    close = server.close;
    const client = createHttpClient();
    await client.get(`${server.origin}/a#one`);
    await client.get(`${server.origin}/a#two`);
    await client.status(`${server.origin}/a`);
    await client.status(`${server.origin}/b`);
    const refused = await client.status(`${server.origin}/no-head`);
    expect(refused.status).toBe(200);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /a",
      "HEAD /b",
      "HEAD /no-head",
      "GET /no-head",
    ]);
  });
});
