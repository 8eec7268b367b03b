import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteFacts } from "./content-facts.ts";
import {
  checkContentLinks,
  checkLink,
  contentLinks,
  isLinkedIn,
  viaOrigin,
  type ContentLink,
} from "./outbound-links.ts";
import { startLocalServer } from "../fixtures/local-server.ts";

/** The content the site ships with, as a repository root (spec/default-content). */
const defaultContentRoot = path.resolve(import.meta.dirname, "../../../spec/default-content");

/**
 * Stands in for the sites the content links to: the host comes in `X-Forwarded-Host`
 * (`viaOrigin`), so the links keep their real names and never reach the network.
 */
let standIn: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  standIn = await startLocalServer((request, response) => {
    const host = request.headers["x-forwarded-host"];
    if (
      host === "www.linkedin.com" ||
      (host === "booking.example.org" && request.url === "/busy")
    ) {
      response.writeHead(999).end();
    } else if (request.url === "/moved") {
      response.writeHead(301, { location: "/consultation" }).end();
    } else if (request.url === "/consultation" || request.url === "/company/austral") {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<!doctype html><title>ok</title>");
    } else {
      response.writeHead(404).end("not here");
    }
  });
});
afterAll(() => standIn.close());

const consultation = (url: string): ContentLink => ({
  url,
  source: "app/content/site.yaml → consultation.url",
});

describe("the content's outbound links", () => {
  it("are every https value of the site's facts, named by file and field, the site's own origin left out", () => {
    const links = contentLinks({
      url: "https://www.example.com",
      consultation: { url: "https://cal.com/a/b", lengthMinutes: 45 },
      linkedInUrl: "https://www.linkedin.com/company/a",
      name: "Not a link",
    });
    expect(links).toEqual([
      { url: "https://cal.com/a/b", source: "app/content/site.yaml → consultation.url" },
      { url: "https://www.linkedin.com/company/a", source: "app/content/site.yaml → linkedInUrl" },
    ]);
  });

  it("are read through the site's content reader, from CONTENT_ROOT", () => {
    const before = process.env.CONTENT_ROOT;
    process.env.CONTENT_ROOT = defaultContentRoot;
    try {
      const sources = contentLinks(readSiteFacts()).map((link) => link.source);
      expect(sources).toContain("app/content/site.yaml → consultation.url");
      expect(sources).toContain("app/content/site.yaml → linkedInUrl");
    } finally {
      if (before === undefined) delete process.env.CONTENT_ROOT;
      else process.env.CONTENT_ROOT = before;
    }
  });

  it("are read even when SITE_URL names a local http server", () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "http://127.0.0.1:3000";
    try {
      expect(readSiteFacts(defaultContentRoot).consultation.url).toMatch(/^https:/);
      expect(process.env.SITE_URL).toBe("http://127.0.0.1:3000");
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });
});

describe("checking an outbound link", () => {
  it("passes a link that answers 200, asked for as a browser would", async () => {
    const result = await checkLink(
      consultation("https://cal.com/consultation"),
      viaOrigin(standIn.origin),
    );

    expect(result.findings).toEqual([]);
    expect(result.checked).toContain("answers 200");
    const seen = standIn.requests.findLast((request) => request.url === "/consultation");
    expect(seen?.method).toBe("GET");
    expect(seen?.headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(seen?.headers["x-forwarded-host"]).toBe("cal.com");
  });

  it("follows redirects", async () => {
    const result = await checkLink(
      consultation("https://cal.com/moved"),
      viaOrigin(standIn.origin),
    );
    expect(result.findings).toEqual([]);
  });

  it("fails a link that answers 404, naming the link and its content file and field", async () => {
    const result = await checkLink(consultation("https://cal.com/gone"), viaOrigin(standIn.origin));

    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "failure",
        check: "outbound-link",
        element: "link to https://cal.com/gone",
        source: "app/content/site.yaml → consultation.url",
        message: expect.stringContaining("404"),
      }),
    ]);
  });

  it("takes LinkedIn's 999 as reachable but not verifiable: a note", async () => {
    const result = await checkLink(
      {
        url: "https://www.linkedin.com/company/austral",
        source: "app/content/site.yaml → linkedInUrl",
      },
      viaOrigin(standIn.origin),
    );

    expect(result.findings).toEqual([
      expect.objectContaining({ severity: "note", source: "app/content/site.yaml → linkedInUrl" }),
    ]);
  });

  it("fails a 999 from any host but LinkedIn", async () => {
    const result = await checkLink(
      consultation("https://booking.example.org/busy"),
      viaOrigin(standIn.origin),
    );
    expect(result.findings.map((finding) => finding.severity)).toEqual(["failure"]);
  });

  it("fails a link whose server cannot be reached", async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();

    const result = await checkLink(
      consultation("https://cal.com/consultation"),
      viaOrigin(closed.origin),
    );

    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "failure",
        message: expect.stringMatching(/could not be reached/),
      }),
    ]);
  });

  it("checks every link of the facts at once", async () => {
    const results = await checkContentLinks(
      {
        consultation: { url: "https://cal.com/gone", lengthMinutes: 45 },
        linkedInUrl: "https://www.linkedin.com/company/austral",
      },
      viaOrigin(standIn.origin),
    );
    expect(
      results.flatMap((result) => result.findings.map((f) => `${f.severity} ${f.source}`)),
    ).toEqual([
      "failure app/content/site.yaml → consultation.url",
      "note app/content/site.yaml → linkedInUrl",
    ]);
  });

  it("knows LinkedIn by its host name only", () => {
    expect(isLinkedIn("https://www.linkedin.com/company/a")).toBe(true);
    expect(isLinkedIn("https://linkedin.com/in/a")).toBe(true);
    expect(isLinkedIn("https://notlinkedin.com/a")).toBe(false);
    expect(isLinkedIn("https://linkedin.com.example.org/a")).toBe(false);
  });
});
