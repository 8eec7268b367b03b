import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateFinding, checkCertificate, daysLeft, warningDays } from "./certificate.ts";

describe("a certificate's days left", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("counts from valid_to as Node writes it", () => {
    expect(daysLeft("Dec 26 12:00:00 2026 GMT", now)).toBe(30);
    expect(daysLeft("Nov 27 00:00:00 2026 GMT", now)).toBe(0.5);
    expect(daysLeft("Nov 25 12:00:00 2026 GMT", now)).toBe(-1);
  });

  it("refuses a date it cannot read", () => {
    expect(() => daysLeft("soon", now)).toThrow(/Not a certificate date/);
  });

  it("is a failure under 0 days, a warning under 14, and nothing from 14 on", () => {
    expect(warningDays).toBe(14);
    expect(certificateFinding("www.example.com", -0.1)?.severity).toBe("failure");
    expect(certificateFinding("www.example.com", 0)?.severity).toBe("warning");
    expect(certificateFinding("www.example.com", 13.9)?.severity).toBe("warning");
    expect(certificateFinding("www.example.com", 14)).toBeUndefined();
    expect(certificateFinding("www.example.com", 13.9)?.message).toContain("ends in 13 days");
  });

  it("is not checked on a plain http address (a note)", async () => {
    const result = await checkCertificate(new URL("http://127.0.0.1:1/"), now);
    expect(result.findings.map((finding) => finding.severity)).toEqual(["note"]);
  });
});

const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;

describe.skipIf(!hasOpenssl)("the certificate of a local https server", () => {
  let folder: string;
  let cert: string;
  let server: Server;
  let url: URL;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "watch-certificate-"));
    // A self-signed certificate for 127.0.0.1 that ends in 10 days.
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", "key.pem", "-out", "cert.pem", "-days", "10", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ],
      { cwd: folder, stdio: "ignore" },
    );
    cert = readFileSync(path.join(folder, "cert.pem"), "utf8");
    const key = readFileSync(path.join(folder, "key.pem"), "utf8");
    server = createServer({ key, cert }, (_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = new URL(`https://127.0.0.1:${(server.address() as { port: number }).port}/`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it("warns when it ends in under 14 days", async () => {
    const result = await checkCertificate(url, new Date(), { ca: cert });

    expect(result.checked).toMatch(/certificate of 127\.0\.0\.1: (9|10) days left/);
    expect(result.findings).toEqual([
      expect.objectContaining({ severity: "warning", check: "certificate" }),
    ]);
  });

  it("fails once it has ended", async () => {
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000);
    const result = await checkCertificate(url, inThreeWeeks, { ca: cert });

    expect(result.findings).toEqual([
      expect.objectContaining({ severity: "failure", message: expect.stringMatching(/^expired/) }),
    ]);
  });

  it("fails when browsers would not trust it", async () => {
    const result = await checkCertificate(url, new Date());

    expect(result.findings).toContainEqual(
      expect.objectContaining({
        severity: "failure",
        message: expect.stringContaining("SELF_SIGNED"),
      }),
    );
  });

  it("fails when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));

    const result = await checkCertificate(new URL(`https://127.0.0.1:${port}/`), new Date());

    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: "failure",
        message: expect.stringMatching(/could not be read/),
      }),
    ]);
  });
});
