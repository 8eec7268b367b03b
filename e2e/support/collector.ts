import express from "express";
import type { Server } from "node:http";

/** One event as the collector received it: Plausible's payload and who sent it. */
export interface ReceivedEvent {
  /** Event name (`n`): `pageview`, `engagement`, `404`, `Book consultation`… */
  name: string;
  /** The page's URL (`u`). */
  url: string;
  /** The site's domain (`d`). */
  domain: string;
  /** The referrer (`r`), when the event has one. */
  referrer?: string;
  /** Custom properties (`p`). */
  props: Record<string, string>;
  /** The sender's `User-Agent`, which names the test that sent it (e2e/analytics.spec.ts). */
  userAgent: string;
  /** The `Cookie` header the browser sent with the event, if any. */
  cookie?: string;
}

/**
 * A local stand-in for Plausible's Events API (plausible.io/docs/events-api) on loopback:
 * `POST /api/event` takes the tracker's JSON body (sent as `text/plain`, so no CORS preflight),
 * answers `202 ok` as Plausible does, and keeps what it received; `GET /received` lists it, as
 * JSON. `GET /received?after=N` answers once the collector holds more than `N` events (at once
 * if it already does): a test that has seen `N` waits for the next event itself, not for a
 * clock. A body without `n`, `u` and `d` is refused with 400, as Plausible refuses it.
 * Cross-origin senders are allowed (`Access-Control-Allow-Origin: *`), as plausible.io allows
 * them.
 *
 * @param port - TCP port on 127.0.0.1.
 * @returns the listening server; stop it with `server.close()`.
 */
export function startCollector(port: number): Promise<Server> {
  const received: ReceivedEvent[] = [];
  /** The answers of `GET /received?after=N` still waiting for an event. */
  const waiting = new Map<express.Response, number>();
  const app = express();
  app.use((_request, response, next) => {
    response.set("Access-Control-Allow-Origin", "*");
    next();
  });
  app.post("/api/event", express.text({ type: () => true, limit: "10kb" }), (request, response) => {
    let payload: { n?: unknown; u?: unknown; d?: unknown; p?: unknown; r?: unknown };
    try {
      payload = JSON.parse(String(request.body));
    } catch {
      response.status(400).send("invalid JSON");
      return;
    }
    const { n, u, d, p, r } = payload;
    if (typeof n !== "string" || typeof u !== "string" || typeof d !== "string") {
      response.status(400).send("n, u and d are required");
      return;
    }
    received.push({
      name: n,
      url: u,
      domain: d,
      props: typeof p === "object" && p !== null ? (p as Record<string, string>) : {},
      ...(typeof r === "string" ? { referrer: r } : {}),
      userAgent: request.get("user-agent") ?? "",
      ...(request.get("cookie") ? { cookie: request.get("cookie") } : {}),
    });
    response.status(202).send("ok");
    for (const [answer, after] of waiting) {
      if (received.length <= after) continue;
      waiting.delete(answer);
      answer.json(received);
    }
  });
  app.get("/received", (request, response) => {
    const after = Number(request.query.after ?? 0);
    if (!Number.isInteger(after) || after < 0) {
      response.status(400).send("after is a count of events");
      return;
    }
    if (received.length > after || request.query.after === undefined) {
      response.json(received);
      return;
    }
    waiting.set(response, after);
    // A client that gave up (its test ended) is not answered.
    response.on("close", () => waiting.delete(response));
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, "127.0.0.1", () => resolve(server));
    server.once("error", reject);
  });
}
