import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseDocument } from "yaml";
import { defaultLocale, localeIds, locales } from "~/i18n/locales";
import sharp from "sharp";
import { invalidContentStatusText } from "~/lib/content-problems";
import { maxImageBytes } from "./content-images";
import { buildOptionsOf, contentFolder, readContent, withContentProblems } from "./content.server";
import { imageSlots } from "./image-slots";
import { maxTextLength, maxWordLength, officeHoursSchema } from "./schema";
import { contentCopy } from "~/test/content-copy";
import { addProofContent, proofFacts, proofWords } from "~/test/proof-content";
import { edit, fileOf } from "./testing";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A copy of the content folder in a temporary repository root, removed after the test. */
const checkout = () => contentCopy();

/** Removes `field` (a path of keys) from a content file of `root`. */
function remove(root: string, file: string, field: (string | number)[]) {
  const document = parseDocument(readFileSync(fileOf(root, file), "utf8"));
  document.deleteIn(field);
  writeFileSync(fileOf(root, file), document.toString());
}

/** The content check's message for the content of `root`, "" when it passes. */
function problemsOf(root: string): string {
  try {
    readContent(root);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

const current = readContent();

/** The first item of a list of the content; the content check makes sure there is one. */
function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (first === undefined) throw new Error("The content has an empty list");
  return first;
}

describe("content check", () => {
  it("accepts the content as it is, with every page part for every locale", () => {
    expect(Object.keys(current.copies).sort()).toEqual([...localeIds].sort());
    expect(current.caseStudies.length).toBeGreaterThan(0);
  });

  it("names the file and the field of an empty text", () => {
    const root = checkout();
    edit(root, "es/home.yaml", ["hero", "badge"], " ");
    expect(problemsOf(root)).toContain("app/content/es/home.yaml → hero.badge: must not be empty");
  });

  it("names a figure id the page's words lack", () => {
    const root = checkout();
    const first = firstOf(current.figures.heroStats);
    const document = parseDocument(readFileSync(fileOf(root, "es/home.yaml"), "utf8"));
    document.deleteIn(["heroStats", first.id]);
    writeFileSync(fileOf(root, "es/home.yaml"), document.toString());
    const message = problemsOf(root);
    expect(message).toContain("es/home.yaml → heroStats: must have one entry");
    expect(message).toContain(`missing: ${first.id}`);
  });

  it("takes an optional e-mail address, and names one that is not an address", () => {
    expect(current.site.email).toBeUndefined();
    const root = checkout();
    edit(root, "site.yaml", ["email"], "hola@austral-analytics.example");
    expect(readContent(root).site.email).toBe("hola@austral-analytics.example");
    edit(root, "site.yaml", ["email"], "hola at austral");
    expect(problemsOf(root)).toContain(
      "app/content/site.yaml → email: must be an e-mail address such as hola@your-domain.com",
    );
  });

  it("publishes the terms page in a language once its words there have a section", () => {
    const root = checkout();
    expect(buildOptionsOf(readContent(root)).writtenPages).toEqual({ en: [], es: [] });
    edit(
      root,
      "es/terms.yaml",
      ["sections"],
      [{ heading: "Uso del sitio", paragraphs: ["Texto."] }],
    );
    const content = readContent(root);
    expect(buildOptionsOf(content).writtenPages).toEqual({ en: [], es: ["terms.yaml"] });
    expect(content.copies.es.terms.sections.map((section) => section.heading)).toEqual([
      "Uso del sitio",
    ]);
  });

  it("names a privacy section without paragraphs and an analytics domain that is not one", () => {
    const root = checkout();
    edit(root, "en/privacy.yaml", ["sections", 0, "paragraphs"], []);
    edit(root, "site.yaml", ["analytics", "domain"], "not a domain");
    const message = problemsOf(root);
    expect(message).toContain("app/content/en/privacy.yaml → sections[1].paragraphs:");
    expect(message).toContain("app/content/site.yaml → analytics.domain:");
  });

  it("refuses a protocol-relative analytics endpoint, which is no same-origin path", () => {
    const root = checkout();
    edit(root, "site.yaml", ["analytics", "endpoint"], "//collector/api/event");
    expect(problemsOf(root)).toContain(
      "app/content/site.yaml → analytics.endpoint: must not start with // (a browser sends to another host then",
    );
  });

  it("rejects a phone number that is not E.164", () => {
    const root = checkout();
    edit(root, "site.yaml", ["phone", "e164"], "011 5555");
    expect(problemsOf(root)).toContain(
      "app/content/site.yaml → phone.e164: must be an E.164 number",
    );
  });

  it("writes the displayed phone number from the E.164 one", () => {
    const root = checkout();
    edit(root, "site.yaml", ["phone", "e164"], "+14155552671");
    expect(readContent(root).site.phone.display).toBe("+1 415 555 2671");
    expect(current.site.phone.display.replace(/\D/g, "")).toBe(
      current.site.phone.e164.replace(/\D/g, ""),
    );
  });

  it("rejects an outbound URL that is not https", () => {
    const root = checkout();
    edit(root, "site.yaml", ["consultation", "url"], "http://cal.com/x");
    expect(problemsOf(root)).toContain(
      "site.yaml → consultation.url: must be an absolute https:// URL",
    );
  });

  it("refuses a site origin with a path, such as a GitHub project site, saying why", () => {
    vi.stubEnv("SITE_URL", "https://user.github.io/repo");
    const message = problemsOf(checkout());
    expect(message).toContain("SITE_URL (https://user.github.io/repo): must be an origin");
    expect(message).toContain("needs a custom domain");
  });

  it("rejects a service without exactly three features", () => {
    const root = checkout();
    const service = firstOf(current.figures.services);
    edit(root, "en/home.yaml", ["services", "items", service.id, "features"], ["a", "b"]);
    expect(problemsOf(root)).toContain(
      `en/home.yaml → services.items.${service.id}.features: must list exactly three features`,
    );
  });

  it("rejects an unknown icon, listing the ones there are", () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    edit(root, `${defaultLocale}/case-studies/${study.id}.yaml`, ["results", 0, "icon"], "rocket");
    const message = problemsOf(root);
    expect(message).toContain(
      `app/content/${defaultLocale}/case-studies/${study.id}.yaml → results[1].icon: unknown icon "rocket": use one of`,
    );
    expect(message).toContain(firstOf(study.results).icon);
  });

  it("rejects a template without its placeholder, and an unknown placeholder", () => {
    const root = checkout();
    edit(root, "en/home.yaml", ["contact", "openNow"], "Open now");
    expect(problemsOf(root)).toContain(
      "en/home.yaml → contact.openNow: must use the placeholders {closes} and no other (it has none)",
    );
    const other = checkout();
    edit(other, "es/home.yaml", ["hero", "badge"], "Desde {foundedIn}");
    expect(problemsOf(other)).toContain(
      "es/home.yaml → hero.badge: unknown placeholder {foundedIn}",
    );
  });

  it("refuses a malformed message, in a template and in a text, by file and field", () => {
    const root = checkout();
    edit(root, "en/home.yaml", ["contact", "openNow"], "Open now · closes {closes");
    expect(problemsOf(root)).toContain(
      "en/home.yaml → contact.openNow: is not a valid message at character 19: a { is not closed",
    );
    const other = checkout();
    edit(other, "es/case-studies.yaml", ["intro"], "{caseStudyCount, plural, one {un proyecto}}");
    expect(problemsOf(other)).toMatch(
      /es\/case-studies\.yaml → intro: is not a valid message at character \d+: a plural or select needs an `other \{…\}` form/,
    );
  });

  it("hands a loader's error boundary the problems of a misspelled placeholder, by file and field", () => {
    const root = checkout();
    edit(root, "en/home.yaml", ["meta", "title"], "{siteNam} · Data consultancy");
    let thrown: unknown;
    try {
      withContentProblems(() => readContent(root));
    } catch (error) {
      thrown = error;
    }
    // React Router turns the thrown `data()` into the route error response the boundary gets.
    expect(thrown).toMatchObject({
      data: {
        contentProblems: [
          expect.stringMatching(
            /^Home page › Search results and link previews › Page title \(English\) — app\/content\/en\/home\.yaml → meta\.title: unknown placeholder \{siteNam\}/,
          ),
        ],
      },
      init: { status: 500, statusText: invalidContentStatusText },
    });
    expect(() =>
      withContentProblems(() => {
        throw new TypeError("not a content problem");
      }),
    ).toThrow(TypeError);
  });

  it("refuses as unknown a placeholder that only Object.prototype has", () => {
    const root = checkout();
    edit(root, "es/home.yaml", ["hero", "badge"], "{constructor} {__proto__} {toString}");
    expect(problemsOf(root)).toContain(
      "es/home.yaml → hero.badge: unknown placeholder {constructor}, {__proto__}, {toString}",
    );
  });

  it("names the file and the line of a YAML syntax error, once, with the fix for its kind", () => {
    const root = checkout();
    const file = fileOf(root, "en/not-found.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}extra: [unclosed\n`);
    const message = problemsOf(root);
    expect(message).toMatch(/app\/content\/en\/not-found\.yaml: .*line \d+/s);
    expect(message.split("app/content/en/not-found.yaml:")).toHaveLength(2);
    expect(message).toContain("put it in single quotes");
  });

  it("reports a tab that indents a line as one problem, with its line and no quoting tip", () => {
    const root = checkout();
    const file = fileOf(root, "es/home.yaml");
    const source = readFileSync(file, "utf8");
    const [first = ""] = source.match(/^ {2}\S.*$/m) ?? [];
    writeFileSync(file, source.replace(first, `\t${first.trimStart()}`));
    const lineOfTab = source.slice(0, source.indexOf(first)).split("\n").length;
    const message = problemsOf(root);
    expect(message.split("app/content/es/home.yaml:")).toHaveLength(2);
    expect(message).toContain(`at line ${lineOfTab}, column 1`);
    expect(message).toContain("Indent with spaces");
    expect(message).not.toContain("single quotes");
  });

  it("refuses a YAML alias bomb, naming its file", () => {
    const root = checkout();
    const file = fileOf(root, "en/not-found.yaml");
    const levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (const name of "bcdefghi") {
      const previous = String.fromCharCode(name.charCodeAt(0) - 1);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}bomb:\n${levels.map((line) => `  ${line}`).join("\n")}\n`,
    );
    expect(problemsOf(root)).toMatch(
      /app\/content\/en\/not-found\.yaml: Excessive alias count indicates a resource exhaustion attack/,
    );
  });

  it("refuses a text longer than the limit and a word too long for a phone, naming file and field", () => {
    const root = checkout();
    edit(root, "en/home.yaml", ["hero", "lead"], "word ".repeat(maxTextLength / 5 + 1).trim());
    edit(root, "es/home.yaml", ["hero", "badge"], `Desde ${"a".repeat(maxWordLength + 1)}`);
    const message = problemsOf(root);
    expect(message).toContain(
      `app/content/en/home.yaml → hero.lead: must be at most ${maxTextLength} characters`,
    );
    expect(message).toContain(
      `app/content/es/home.yaml → hero.badge: has a word of ${maxWordLength + 1} characters ("aaaaaaaaaaaaaaaaaaaa…"): at most ${maxWordLength} without a space`,
    );
  });

  it("reads the files once while they do not change, and again after an edit", () => {
    const root = checkout();
    const first = readContent(root);
    expect(readContent(root)).toBe(first);
    edit(root, "es/home.yaml", ["hero", "badge"], "Otra insignia");
    const edited = readContent(root);
    expect(edited).not.toBe(first);
    expect(edited.copies.es.home.hero.badge).toBe("Otra insignia");
    expect(readContent(root)).toBe(edited);
  });

  it("names a placeholder left by a deleted figure once per field, by label and language", () => {
    const root = checkout();
    edit(root, "es/case-studies.yaml", ["meta", "description"], `Bajamos {noSuchResult} la mora.`);
    const lines = problemsOf(root).split("\n").slice(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Case studies page › Search results and link previews › Description \(Spanish\) — app\/content\/es\/case-studies\.yaml → meta\.description: unknown placeholder \{noSuchResult\}: /,
      ),
    ]);
  });

  it("takes a new case study from one new file per locale, and the intros count it", () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    for (const locale of localeIds) {
      cpSync(
        fileOf(root, `${locale}/case-studies/${study.id}.yaml`),
        fileOf(root, `${locale}/case-studies/a-new.yaml`),
      );
    }
    const facts = `${defaultLocale}/case-studies/a-new.yaml`;
    edit(root, facts, ["order"], 99);
    edit(
      root,
      facts,
      ["results"],
      study.results.map((result, index) => ({ ...result, id: `newResult${index}` })),
    );
    const content = readContent(root);
    expect(content.caseStudies.map(({ id }) => id)).toEqual([
      ...current.caseStudies.map(({ id }) => id),
      "a-new",
    ]);
    for (const locale of localeIds) {
      expect(content.caseStudies.find(({ id }) => id === "a-new")?.words[locale].title).toBe(
        study.words[locale].title,
      );
      expect(content.copies[locale].caseStudies.intro).not.toBe(
        current.copies[locale].caseStudies.intro,
      );
    }
    expect(content.copies.en.caseStudies.intro).toContain(String(current.caseStudies.length + 1));
  });

  it("names a case study's missing translation, a stray one and a result without its label", () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    const [other] = localeIds.filter((locale) => locale !== defaultLocale);
    if (!other) throw new Error("The site has one locale only");
    cpSync(
      fileOf(root, `${other}/case-studies/${study.id}.yaml`),
      fileOf(root, `${other}/case-studies/not-in-${defaultLocale}.yaml`),
    );
    rmSync(fileOf(root, `${other}/case-studies/${study.id}.yaml`));
    edit(
      root,
      `${defaultLocale}/case-studies/${study.id}.yaml`,
      ["resultLabels"],
      [...study.words[defaultLocale].resultLabels, "One label too many"],
    );
    const message = problemsOf(root);
    expect(message).toContain(
      `app/content/${other}/case-studies/${study.id}.yaml: file is missing`,
    );
    expect(message).toContain(
      `app/content/${other}/case-studies/not-in-${defaultLocale}.yaml: no case study has this name`,
    );
    expect(message).toContain(
      `app/content/${defaultLocale}/case-studies/${study.id}.yaml → resultLabels: must have one label per result (${study.results.length})`,
    );
  });

  it("refuses a case study's facts in another locale's file, another locale's words in its own, a misspelt field", () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    const [other] = localeIds.filter((locale) => locale !== defaultLocale);
    if (!other) throw new Error("The site has one locale only");
    const otherFile = `${other}/case-studies/${study.id}.yaml`;
    const defaultFile = `${defaultLocale}/case-studies/${study.id}.yaml`;
    edit(root, otherFile, ["image"], study.image);
    edit(root, otherFile, ["industri"], "Retail");
    edit(root, defaultFile, [other], { title: study.words[other].title });
    const message = problemsOf(root);
    expect(message).toContain(
      `app/content/${otherFile} → image: only the ${locales[defaultLocale].name} file of a case study`,
    );
    expect(message).toContain(
      `app/content/${otherFile} → industri: is not a field of a case study (`,
    );
    expect(message).toContain(
      `app/content/${defaultFile} → ${other}: ${locales[other].name} words go in the file of the same name in app/content/${other}/case-studies/`,
    );
  });

  it("says a missing field is missing", () => {
    const root = checkout();
    const file = fileOf(root, "es/home.yaml");
    const document = parseDocument(readFileSync(file, "utf8"));
    document.deleteIn(["hero", "badge"]);
    writeFileSync(file, document.toString());
    expect(problemsOf(root)).toContain("app/content/es/home.yaml → hero.badge: is missing");
  });

  it("names a case study's image that is not in app/content/images/", () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    rmSync(path.join(root, study.imageFile));
    expect(problemsOf(root)).toContain(
      `app/content/${defaultLocale}/case-studies/${study.id}.yaml → image.src: there is no file ${study.imageFile}`,
    );
  });

  it("takes a photo wide enough, reading its size from the file, and refuses a narrow, broken or huge one", async () => {
    const study = firstOf(current.caseStudies);
    const file = `${defaultLocale}/case-studies/${study.id}.yaml`;
    const root = checkout();
    const photo = (widthPx: number) =>
      sharp({
        create: { width: widthPx, height: 600, channels: 3, background: "#3b82f6" },
      })
        .jpeg()
        .toBuffer();
    const folder = path.join(root, contentFolder, "images/case-studies");
    writeFileSync(path.join(folder, "wide.jpg"), await photo(1600));
    edit(root, file, ["image", "src"], "/images/case-studies/wide.jpg");
    const taken = readContent(root).caseStudies.find(({ id }) => id === study.id)?.image;
    expect(taken).toMatchObject({ widthPx: 1600, heightPx: 600 });
    expect(taken?.sources.map(({ type }) => type)).toEqual(["image/avif", "image/webp"]);

    writeFileSync(path.join(folder, "narrow.jpg"), await photo(800));
    edit(root, file, ["image", "src"], "/images/case-studies/narrow.jpg");
    expect(problemsOf(root)).toContain(
      `app/content/${file} → image.src: is 800 px wide, narrower than the ${imageSlots.caseStudy.widestPx} px`,
    );
    writeFileSync(path.join(folder, "broken.png"), "not a picture");
    edit(root, file, ["image", "src"], "/images/case-studies/broken.png");
    expect(problemsOf(root)).toContain(`app/content/${file} → image.src: must be a PNG, JPEG`);
    writeFileSync(path.join(folder, "huge.jpg"), Buffer.alloc(maxImageBytes + 1));
    edit(root, file, ["image", "src"], "/images/case-studies/huge.jpg");
    expect(problemsOf(root)).toContain(`app/content/${file} → image.src: the file is over 15 MB`);
  });

  it("reads a team, testimonials and client logos, each image planned at its slot's sizes", async () => {
    const root = checkout();
    const study = firstOf(current.caseStudies);
    await addProofContent(root, study.id);
    const { teamAndClients } = readContent(root);
    expect(teamAndClients.team.map(({ id }) => id)).toEqual(proofFacts.team.map(({ id }) => id));
    expect(firstOf(teamAndClients.team).photo.sources.map(({ type }) => type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(teamAndClients.testimonials.map(({ anonymised }) => anonymised)).toEqual([false, true]);
    expect(teamAndClients.clientLogos.map(({ name }) => name)).toEqual(
      proofFacts.clientLogos.map(({ name }) => name),
    );
    expect(teamAndClients.imageFiles).toHaveLength(4);
  });

  it("names the locale's file and field when a person or a quote lacks words there, or has words and no facts", async () => {
    const root = checkout();
    await addProofContent(root, firstOf(current.caseStudies).id);
    const [locale, otherLocale] = localeIds;
    const other = proofWords(otherLocale ?? "");
    edit(root, `${otherLocale}/home.yaml`, ["team", "members"], other.members.slice(1));
    edit(
      root,
      `${locale}/home.yaml`,
      ["testimonials", "quotes"],
      [
        ...proofWords(locale ?? "").quotes,
        { id: "ghostQuote", quote: "Nobody said this.", role: "Nobody" },
      ],
    );
    const problems = problemsOf(root);
    expect(problems).toContain(
      `app/content/${otherLocale}/home.yaml → team.members: must have one entry for each id of team in app/content/team-and-clients.yaml; missing: ${proofFacts.team[0]?.id}`,
    );
    expect(problems).toContain(
      `app/content/${locale}/home.yaml → testimonials.quotes: must have one entry for each id of testimonials in app/content/team-and-clients.yaml; not in team-and-clients.yaml: ghostQuote`,
    );
  });

  it("refuses an anonymised testimonial with a company and a named one without", async () => {
    const root = checkout();
    await addProofContent(root, firstOf(current.caseStudies).id);
    edit(root, "team-and-clients.yaml", ["testimonials", 1, "company"], "Banco Andino");
    remove(root, "team-and-clients.yaml", ["testimonials", 0, "company"]);
    const problems = problemsOf(root);
    expect(problems).toContain(
      "app/content/team-and-clients.yaml → testimonials[2].company: an anonymised testimonial names no company",
    );
    expect(problems).toContain(
      "app/content/team-and-clients.yaml → testimonials[1].company: is missing: a testimonial that is not anonymised gives the person's name and company",
    );
    remove(root, "team-and-clients.yaml", ["testimonials", 1, "company"]);
    edit(root, "team-and-clients.yaml", ["testimonials", 0, "company"], "Tiendas del Sur");
    expect(problemsOf(root)).toBe("");
  });

  it("leaves out a testimonial's case study the content does not have, with a warning naming the file and field", async () => {
    const root = checkout();
    await addProofContent(root, "no-such-study");
    const content = readContent(root);
    expect(content.teamAndClients.testimonials.map(({ id, caseStudy }) => [id, caseStudy])).toEqual(
      proofFacts.testimonials.map(({ id }) => [id, undefined]),
    );
    expect(content.warnings).toEqual([
      `Team and clients (all languages) › Testimonials › Item 1 › Case study (optional) — app/content/team-and-clients.yaml → testimonials[1].caseStudy: names the case study "no-such-study", which the content does not have (deleted, or its id misspelt); the testimonial leaves it out: remove it in the editor, or write one of ${current.caseStudies.map(({ id }) => id).join(", ")}`,
    ]);
  });

  it("refuses a team photo narrower than its slot, and two people with one id", async () => {
    const root = checkout();
    await addProofContent(root, firstOf(current.caseStudies).id);
    const narrow = await sharp({
      create: { width: 120, height: 120, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(root, contentFolder, "images/team/small.jpg"), narrow);
    edit(root, "team-and-clients.yaml", ["team", 1, "photo"], "/images/team/small.jpg");
    edit(root, "team-and-clients.yaml", ["team", 1, "id"], proofFacts.team[0]?.id);
    const problems = problemsOf(root);
    expect(problems).toContain(
      `app/content/team-and-clients.yaml → team[2].id: "${proofFacts.team[0]?.id}" is the id of an earlier entry`,
    );
    edit(root, "team-and-clients.yaml", ["team", 1, "id"], proofFacts.team[1]?.id);
    expect(problemsOf(root)).toContain(
      `app/content/team-and-clients.yaml → team[2].photo: is 120 px wide, narrower than the ${imageSlots.teamPhoto.widestPx} px the page draws it at`,
    );
  });

  it("refuses an image path outside the images folder without telling whether a file is there", () => {
    const study = firstOf(current.caseStudies);
    const file = `${defaultLocale}/case-studies/${study.id}.yaml`;
    const messageFor = (src: string) => {
      const root = checkout();
      edit(root, file, ["image", "src"], src);
      return problemsOf(root).replace(src, "<src>");
    };
    // package.json is there; the other file is not: the two messages are the same.
    const existing = messageFor("/images/../../package.json");
    expect(existing).toContain(
      `app/content/${file} → image.src: must be a file under /images/ (app/content/images/ in the repository)`,
    );
    expect(existing).not.toContain("there is no file");
    expect(messageFor("/images/../../no-such-file.json")).toBe(existing);
  });

  it("refuses an SVG or another non-raster image, and takes the shipped illustrations", () => {
    const study = firstOf(current.caseStudies);
    const file = `${defaultLocale}/case-studies/${study.id}.yaml`;
    const root = checkout();
    writeFileSync(
      path.join(root, contentFolder, "images/case-studies/drawing.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>\n',
    );
    edit(root, file, ["image", "src"], "/images/case-studies/drawing.svg");
    expect(problemsOf(root)).toContain(
      `app/content/${file} → image.src: must be a PNG, JPEG, WebP or AVIF image (.png, .jpg, .jpeg, .webp, .avif): an SVG file can carry script`,
    );
    edit(root, file, ["image", "src"], "/images/case-studies/drawing.gif");
    expect(problemsOf(root)).toContain(
      `app/content/${file} → image.src: must be a PNG, JPEG, WebP or AVIF image`,
    );
    // Another study's illustration, as shipped, is taken.
    const other = current.caseStudies.find((each) => each.imageFile !== study.imageFile);
    if (other) {
      edit(root, file, ["image", "src"], other.imageFile.slice(contentFolder.length));
      expect(problemsOf(root)).toBe("");
    }
  });

  it("keeps the confirmed lists out of the pages' data, and refuses a name that is no such field", () => {
    const root = checkout();
    edit(root, "site.yaml", ["confirmed"], ["foundingYear"]);
    edit(root, "figures.yaml", ["confirmed"], ["heroStats"]);
    edit(root, `${defaultLocale}/home.yaml`, ["confirmed"], ["contact.intro"]);
    const read = readContent(root);
    expect(read.site).not.toHaveProperty("confirmed");
    expect(read.figures).not.toHaveProperty("confirmed");
    for (const locale of localeIds) {
      expect(JSON.stringify(read.copies[locale])).not.toContain('"confirmed"');
    }
    for (const study of read.caseStudies) {
      expect(JSON.stringify(study.words)).not.toContain('"confirmed"');
    }
    edit(root, "site.yaml", ["confirmed"], ["foundingYear", "fax"]);
    expect(problemsOf(root)).toMatch(/site\.yaml → confirmed\[2\]: .*"foundingYear"/);
    edit(root, "site.yaml", ["confirmed"], ["foundingYear", "foundingYear"]);
    expect(problemsOf(root)).toContain("site.yaml → confirmed: names a field more than once");
    // The owner unticked the last field and left the list's line, empty.
    const file = fileOf(root, "site.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^confirmed:\n( {2}- .*\n)*/m, "confirmed:\n"),
    );
    expect(problemsOf(root)).toBe("");
  });

  it("stays valid when any one case study is deleted, as the editor deletes it in every language", async () => {
    // A testimonial and the articles name case studies: the first study is named by both.
    const withProof = checkout();
    await addProofContent(withProof, firstOf(current.caseStudies).id);
    const before = readContent(withProof);
    for (const { id } of current.caseStudies) {
      const root = contentCopy(withProof);
      for (const locale of localeIds) rmSync(fileOf(root, `${locale}/case-studies/${id}.yaml`));
      const content = readContent(root);
      expect(content.caseStudies.map((study) => study.id)).not.toContain(id);
      const links = (read: typeof content) => [
        ...read.teamAndClients.testimonials.flatMap(({ caseStudy }) => caseStudy ?? []),
        ...localeIds.flatMap((locale) => read.articles[locale].flatMap(({ related }) => related)),
      ];
      expect(links(content)).toEqual(links(before).filter((link) => link !== id));
      expect(content.warnings).toHaveLength(links(before).filter((link) => link === id).length);
      for (const warning of content.warnings) {
        expect(warning).toContain(`names the case study "${id}", which the content does not have`);
      }
    }
  });

  it("stays valid when a person an article names as its author is deleted from the team", async () => {
    const root = checkout();
    await addProofContent(root, firstOf(current.caseStudies).id);
    const [person] = proofFacts.team;
    const article = firstOf(current.articles[defaultLocale]);
    const file = fileOf(root, `${defaultLocale}/articles/${article.slug}.md`);
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^date: /m, `author: ${person?.id}\ndate: `),
    );
    const authorOf = (content: typeof current) =>
      content.articles[defaultLocale].find(({ slug }) => slug === article.slug)?.author;
    expect(authorOf(readContent(root))).toBe(person?.id);
    // As the editor deletes a person: from the team, and their words in each language.
    remove(root, "team-and-clients.yaml", ["team", 0]);
    for (const locale of localeIds) remove(root, `${locale}/home.yaml`, ["team", "members", 0]);
    const content = readContent(root);
    expect(content.teamAndClients.team.map(({ id }) => id)).not.toContain(person?.id);
    expect(authorOf(content)).toBeUndefined();
    const [stays] = proofFacts.team.slice(1);
    expect(content.warnings).toEqual([
      `Articles › Author (optional) (English) — ${article.file} → author: names "${person?.id}", who is no person of the team in app/content/team-and-clients.yaml (deleted, or the id misspelt); the company signs the article: remove the author in the editor, or write one of ${stays?.id} (${stays?.name})`,
    ]);
  });

  it("lists every problem, not only the first", () => {
    const root = checkout();
    edit(root, "site.yaml", ["name"], "");
    edit(root, "site.yaml", ["linkedInUrl"], "linkedin");
    const message = problemsOf(root);
    expect(message).toContain("site.yaml → name: must not be empty");
    expect(message).toContain("site.yaml → linkedInUrl: must be an absolute https:// URL");
  });

  it("rejects office hours that do not parse or do not make sense", () => {
    const issues = (value: unknown) =>
      officeHoursSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues([{ days: ["Mo"], opens: "9am", closes: "18:00" }])).toContain(
      "must be a 24-hour time HH:MM such as 09:00",
    );
    expect(issues([{ days: ["Mo"], opens: "18:00", closes: "09:00" }])).toContain(
      "opens must be earlier than closes",
    );
    expect(
      issues([
        { days: ["Mo", "Tu"], opens: "09:00", closes: "18:00" },
        { days: ["Tu"], opens: "10:00", closes: "14:00" },
      ]),
    ).toContain("a weekday must not appear in two rules");
  });
});
