import { createHash } from "node:crypto";
import { contentFolder } from "../../../app/content/read-file.ts";
import { defaultLocale, type Locale } from "../../../app/i18n/locales.ts";
import type { Finding } from "../findings.ts";

/**
 * The words of the GitHub issue the watch opens for the owner, in the site's default language
 * (app/i18n/locales.ts `defaultLocale`): its title, its body listing each failure with what to
 * do, and the comments it adds.
 */

/** The issue's words in one language. */
export interface IssueWords {
  /** The issue's title. */
  title: string;
  /** The body's first line: the site and when it was checked. */
  intro: (siteUrl: string, when: string, count: number) => string;
  heading: string;
  page: string;
  element: string;
  field: (file: string, field: string) => string;
  /** What to do about a value of the content: edit it at `/admin/`. */
  fixInEditor: (editorUrl: string) => string;
  /** What to do about anything else. */
  tellDeveloper: string;
  alsoHeading: string;
  footer: string;
  run: string;
  /** The comment added when the failures change. */
  changed: string;
  /** The comment added when the issue is closed. */
  fixed: (when: string) => string;
}

/**
 * The issue's words per locale id. A language without an entry gets English, so adding a
 * locale (one entry in app/i18n/locales.ts) never stops the watch.
 */
export const issueWords: { en: IssueWords } & Partial<Record<Locale, IssueWords>> = {
  en: {
    title: "The live site has a problem",
    intro: (site, when, count) =>
      `The automatic check of ${site} on ${when} found ${count === 1 ? "a problem" : `${count} problems`}.`,
    heading: "What is wrong",
    page: "Page",
    element: "Where on it",
    field: (file, field) => `Content: field \`${field}\` of \`${file}\``,
    fixInEditor: (editor) =>
      `What to do: open the editor at ${editor}, correct this field and save. The site is published again by itself.`,
    tellDeveloper:
      "What to do: tell the developer (forward this issue); this is not something the editor can change.",
    alsoHeading: "Also worth knowing (nothing is broken)",
    footer:
      "The site is checked every 6 hours and after each publication. This issue is updated at each check and closes by itself once everything works again.",
    run: "Details of this check",
    changed:
      "The list of problems has changed: the description above shows it as of the latest check.",
    fixed: (when) => `Everything works again (checked on ${when}). Closing this issue.`,
  },
  es: {
    title: "El sitio publicado tiene un problema",
    intro: (site, when, count) =>
      `La revisión automática de ${site} del ${when} encontró ${count === 1 ? "un problema" : `${count} problemas`}.`,
    heading: "Qué está mal",
    page: "Página",
    element: "Dónde",
    field: (file, field) => `Contenido: campo \`${field}\` de \`${file}\``,
    fixInEditor: (editor) =>
      `Qué hacer: abrí el editor en ${editor}, corregí este campo y guardá. El sitio se vuelve a publicar solo.`,
    tellDeveloper:
      "Qué hacer: avisale al desarrollador (reenviale este aviso); no es algo que se cambie desde el editor.",
    alsoHeading: "Para tener en cuenta (nada está roto)",
    footer:
      "El sitio se revisa cada 6 horas y después de cada publicación. Este aviso se actualiza en cada revisión y se cierra solo cuando todo vuelve a funcionar.",
    run: "Detalle de esta revisión",
    changed:
      "La lista de problemas cambió: la descripción de arriba la muestra según la última revisión.",
    fixed: (when) => `Todo vuelve a funcionar (revisado el ${when}). Cierro este aviso.`,
  },
};

/** The words for `locale`: its own, or English. */
export function wordsFor(locale: Locale = defaultLocale): IssueWords {
  return issueWords[locale] ?? issueWords.en;
}

/** The title of the issue in `locale` (the site's default language unless told). */
export function issueTitle(locale: Locale = defaultLocale): string {
  return wordsFor(locale).title;
}

/** Markdown text shown as it is: no emphasis, link or HTML from a message. */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
/** Inline code, with any backtick of the text left out. */
const code = (text: string) => `\`${text.replaceAll("`", "'")}\``;

/** Where the body records which failures it lists, to tell a changed list from the same one. */
const fingerprintPattern = /<!-- site-watch failures: ([0-9a-f]+) -->/;

/**
 * A fingerprint of a set of failures (their check, page, element, field and message, in any
 * order): the same failures give the same fingerprint.
 */
export function failuresFingerprint(findings: readonly Finding[]): string {
  const lines = findings
    .filter((finding) => finding.severity === "failure")
    .map((f) => [f.check, f.page, f.width, f.element, f.source, f.message].join("\u0000"))
    .sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16);
}

/** The fingerprint an issue's body records, if any. */
export function fingerprintOf(body: string | null | undefined): string | undefined {
  return fingerprintPattern.exec(body ?? "")?.[1];
}

/**
 * A content source `app/content/site.yaml → consultation.url` taken apart, or `undefined` for
 * a source that is not a content file's field.
 */
export function contentField(
  source: string | undefined,
): { file: string; field: string } | undefined {
  const match = /^(\S+) → (.+)$/.exec(source ?? "");
  if (!match?.[1]?.startsWith(`${contentFolder}/`) || !match[2]) return undefined;
  return { file: match[1], field: match[2] };
}

/** What the issue's body is made of. */
export interface IssueReport {
  /** The site's origin, `https://www.example.com`. */
  siteUrl: string;
  /** When the watch ran. */
  when: Date;
  findings: readonly Finding[];
  /** The GitHub Actions run's page, when the watch runs there. */
  runUrl?: string;
}

/** A moment as the issue writes it: `2026-11-26 15:04 UTC`. */
export function formatWhen(when: Date): string {
  return `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The issue's Markdown body: each failure with its page, element, content file and field,
 * message and what to do (a content field: the editor at `/admin/`; anything else: the
 * developer), then the warnings and notes, then how the issue behaves. It ends with a hidden
 * fingerprint of the failures ({@link failuresFingerprint}).
 */
export function issueBody(report: IssueReport, locale: Locale = defaultLocale): string {
  const words = wordsFor(locale);
  const failures = report.findings.filter((finding) => finding.severity === "failure");
  const others = report.findings.filter((finding) => finding.severity !== "failure");
  const editorUrl = new URL("/admin/", report.siteUrl).href;
  const items = failures.map((finding, index) => {
    const [first = "", ...rest] = finding.message.split("\n");
    const lines = [`${index + 1}. **${plain(first)}** (${code(finding.check)})`];
    if (rest.length > 0)
      lines.push(
        "   ```text",
        ...rest.map((line) => `   ${line.replaceAll("```", "'''")}`),
        "   ```",
      );
    if (finding.page) {
      const width = finding.width === undefined ? "" : ` (${finding.width} px)`;
      lines.push(`   - ${words.page}: ${code(finding.page)}${width}`);
    }
    if (finding.element) lines.push(`   - ${words.element}: ${code(finding.element)}`);
    const field = contentField(finding.source);
    if (field) lines.push(`   - ${words.field(field.file, field.field)}`);
    else if (finding.source) lines.push(`   - ${code(finding.source)}`);
    lines.push(`   - ${field ? words.fixInEditor(editorUrl) : words.tellDeveloper}`);
    return lines.join("\n");
  });
  const also = others.map((finding) => {
    const where = [finding.page, finding.element, finding.source]
      .filter(Boolean)
      .map((part) => code(part ?? ""));
    return `- ${where.length > 0 ? `${where.join(" · ")}: ` : ""}${plain(finding.message)}`;
  });
  return [
    words.intro(report.siteUrl, formatWhen(report.when), failures.length),
    `## ${words.heading}`,
    items.join("\n"),
    ...(also.length > 0 ? [`## ${words.alsoHeading}`, also.join("\n")] : []),
    words.footer,
    ...(report.runUrl ? [`[${words.run}](${report.runUrl})`] : []),
    `<!-- site-watch failures: ${failuresFingerprint(report.findings)} -->`,
  ].join("\n\n");
}
