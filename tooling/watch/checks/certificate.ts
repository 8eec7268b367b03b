import { isIP } from "node:net";
import { connect, type ConnectionOptions } from "node:tls";
import type { CheckResult, Finding } from "../findings.ts";

/**
 * The live site's TLS certificate: how many days it has left. A certificate past its
 * `notAfter` date (RFC 5280 §4.1.2.5) makes every browser refuse the site, so a negative
 * count is a failure; under {@link warningDays} it is a warning, since an automatic renewal
 * (certbot and the hosts renew 30 days before the end) should have happened by then.
 */

/** Below this many days left, the watch warns (a warning fails nothing). */
export const warningDays = 14;

const dayMs = 86_400_000;

/**
 * Days from `now` until a certificate's end, fractional, negative once it has ended.
 *
 * @param validTo - the certificate's `notAfter` as Node writes it
 *   (`getPeerCertificate().valid_to`, e.g. `Mar 15 12:00:00 2027 GMT`).
 * @param now - the moment to count from.
 * @throws Error when `validTo` is not a date.
 */
export function daysLeft(validTo: string, now: Date): number {
  const end = Date.parse(validTo);
  if (Number.isNaN(end)) throw new Error(`Not a certificate date: ${validTo}`);
  return (end - now.getTime()) / dayMs;
}

/**
 * The finding for a certificate with `days` left: a failure under 0, a warning under
 * {@link warningDays}, none otherwise.
 *
 * @param host - the host name the certificate is for, named in the message.
 */
export function certificateFinding(host: string, days: number): Finding | undefined {
  const whole = Math.floor(days);
  if (days < 0) {
    return {
      severity: "failure",
      check: "certificate",
      element: `TLS certificate of ${host}`,
      message: `expired ${-whole} day${-whole === 1 ? "" : "s"} ago: browsers refuse the site`,
    };
  }
  if (days < warningDays) {
    return {
      severity: "warning",
      check: "certificate",
      element: `TLS certificate of ${host}`,
      message: `ends in ${whole} day${whole === 1 ? "" : "s"}: its automatic renewal has not happened yet`,
    };
  }
  return undefined;
}

/** What the server showed in the TLS handshake. */
export interface PeerCertificate {
  /** `notAfter` as Node writes it (`Mar 15 12:00:00 2027 GMT`). */
  validTo: string;
  /** Why the client would not trust it (`CERT_HAS_EXPIRED`, `DEPTH_ZERO_SELF_SIGNED_CERT`), if so. */
  authorizationError?: string;
}

/**
 * Opens a TLS connection to `host:port` and reads the server's certificate, without refusing
 * an untrusted one (whether it is trusted comes back as `authorizationError`).
 *
 * @param options - more `tls.connect` options (a test's own `ca`); `timeoutMs`, the longest
 *   wait for the handshake, 15 000 by default.
 * @throws Error when the connection fails or the handshake takes longer than `timeoutMs`.
 */
export function readPeerCertificate(
  host: string,
  port: number,
  options: ConnectionOptions & { timeoutMs?: number } = {},
): Promise<PeerCertificate> {
  const { timeoutMs = 15_000, ...tlsOptions } = options;
  return new Promise((resolve, reject) => {
    const socket = connect({
      host,
      port,
      // SNI takes a host name only (RFC 6066 §3), never an IP address.
      ...(isIP(host) ? {} : { servername: host }),
      rejectUnauthorized: false,
      ...tlsOptions,
    });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no TLS handshake within ${timeoutMs / 1000} s`)),
    );
    socket.once("error", reject);
    socket.once("secureConnect", () => {
      const { valid_to: validTo } = socket.getPeerCertificate();
      const error = socket.authorizationError;
      socket.end();
      resolve({
        validTo,
        ...(error ? { authorizationError: typeof error === "string" ? error : error.message } : {}),
      });
    });
  });
}

/**
 * Checks the certificate of the site at `siteUrl`: its days left, and whether a browser would
 * trust it (a failure otherwise). A plain `http:` URL has no certificate to check (a note).
 *
 * @param now - the moment to count from.
 * @param options - passed to {@link readPeerCertificate}.
 * @returns what was checked, and a failure when the certificate cannot be read.
 */
export async function checkCertificate(
  siteUrl: URL,
  now: Date,
  options: ConnectionOptions & { timeoutMs?: number } = {},
): Promise<CheckResult> {
  const host = siteUrl.hostname.replace(/^\[(.*)\]$/, "$1");
  if (siteUrl.protocol !== "https:") {
    return {
      checked: `certificate: none, ${siteUrl.origin} is not https`,
      findings: [
        {
          severity: "note",
          check: "certificate",
          message: `${siteUrl.origin} is not an https: address, so no certificate was checked`,
        },
      ],
    };
  }
  const port = Number(siteUrl.port || 443);
  let certificate: PeerCertificate;
  try {
    certificate = await readPeerCertificate(host, port, options);
  } catch (error) {
    return {
      checked: `certificate of ${host}: unreadable`,
      findings: [
        {
          severity: "failure",
          check: "certificate",
          element: `TLS certificate of ${host}`,
          message: `could not be read: ${error instanceof Error ? error.message : String(error)}`,
        },
      ],
    };
  }
  const days = daysLeft(certificate.validTo, now);
  const findings: Finding[] = [];
  const finding = certificateFinding(host, days);
  if (finding) findings.push(finding);
  // An expired certificate is already a failure of its own; any other reason not to trust it is one too.
  if (certificate.authorizationError && !(days < 0)) {
    findings.push({
      severity: "failure",
      check: "certificate",
      element: `TLS certificate of ${host}`,
      message: `is not trusted by browsers (${certificate.authorizationError})`,
    });
  }
  return {
    checked: `certificate of ${host}: ${Math.floor(days)} days left (until ${certificate.validTo})`,
    findings,
  };
}
