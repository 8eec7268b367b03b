import pLimit from "p-limit";

/** Timeout of one request, in milliseconds: generous, for a machine busy with a build. */
export const requestTimeoutMs = 60_000;

/** How many requests the audit has in flight at most. */
const maxInFlight = 6;

/** An answer as the checks read it (redirects are not followed). */
export interface HttpAnswer {
  url: string;
  status: number;
  headers: Headers;
  /** The decoded body (empty for a HEAD request). */
  body: Buffer;
}

/** The audit's HTTP client: each URL fetched once per run, whatever asks for it. */
export interface HttpClient {
  /** GETs `url` (once per run), with its body. */
  get(url: string): Promise<HttpAnswer>;
  /**
   * The status of `url`: a HEAD request (RFC 9110 §9.3.2), or the GET already made; a GET
   * when the server refuses HEAD (405, 501).
   */
  status(url: string): Promise<HttpAnswer>;
}

/**
 * An {@link HttpClient} on the platform's `fetch`, with at most a few requests in flight
 * (`p-limit`) and a {@link requestTimeoutMs} timeout on each. URLs are cached without their fragment.
 * A request that fails (refused, timed out) rejects with the reason.
 */
export function createHttpClient(): HttpClient {
  const answers = new Map<string, Promise<HttpAnswer>>();
  const statuses = new Map<string, Promise<HttpAnswer>>();
  const limit = pLimit(maxInFlight);

  const request = (url: string, method: "GET" | "HEAD") =>
    limit(async (): Promise<HttpAnswer> => {
      const response = await fetch(url, {
        method,
        redirect: "manual",
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { url, status: response.status, headers: response.headers, body };
    });

  const withoutFragment = (url: string) => url.split("#")[0] ?? url;

  function get(url: string): Promise<HttpAnswer> {
    const key = withoutFragment(url);
    let answer = answers.get(key);
    if (!answer) {
      answer = request(key, "GET");
      answers.set(key, answer);
    }
    return answer;
  }

  function status(url: string): Promise<HttpAnswer> {
    const key = withoutFragment(url);
    const known = answers.get(key) ?? statuses.get(key);
    if (known) return known;
    const answer = request(key, "HEAD").then((head) =>
      head.status === 405 || head.status === 501 ? get(key) : head,
    );
    statuses.set(key, answer);
    return answer;
  }

  return { get, status };
}
