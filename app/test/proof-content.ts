import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { parseDocument } from "yaml";
import { contentFolder } from "../content/read-file.ts";
import { teamAndClientsFile } from "../content/team-and-clients.ts";
import { localeIds } from "../i18n/locales.ts";

/**
 * A team, testimonials and client logos for the tests (the default content has none): the
 * facts of team-and-clients.yaml, each locale's words for them, and images drawn with sharp,
 * a JPEG portrait, a PNG portrait and two transparent PNG logos. What the tests expect is read
 * from here, never from the owner's content.
 */

/** The facts as team-and-clients.yaml holds them; `caseStudy` is filled in by {@link addProofContent}. */
export const proofFacts = {
  team: [
    {
      id: "anaRuiz",
      name: "Ana Ruiz",
      photo: "/images/team/ana-ruiz.jpg",
      linkedInUrl: "https://www.linkedin.com/in/ana-ruiz-example",
    },
    { id: "tomasPaz", name: "Tomás Paz", photo: "/images/team/tomas-paz.png" },
  ],
  testimonials: [
    { id: "retailOperations", name: "Marta Gómez", company: "Tiendas del Sur" },
    { id: "bankRisk", anonymised: true },
  ],
  clientLogos: [
    { name: "Tiendas del Sur", logo: "/images/clients/tiendas-del-sur.png" },
    { name: "Banco Andino", logo: "/images/clients/banco-andino.png" },
  ],
};

/** Each locale's words for {@link proofFacts}, by id; a locale not listed gets the English ones, tagged. */
const wordsByLocale: Record<
  string,
  {
    members: { id: string; role: string; background: string }[];
    quotes: { id: string; quote: string; role: string }[];
  }
> = {
  en: {
    members: [
      {
        id: "anaRuiz",
        role: "Founder and data engineer",
        background: "Ten years building retail data platforms in Buenos Aires and Madrid.",
      },
      {
        id: "tomasPaz",
        role: "Analytics consultant",
        background: "Former operations analyst at a hospital network of twelve clinics.",
      },
    ],
    quotes: [
      {
        id: "retailOperations",
        quote:
          "Within a quarter we had half the stock-outs, and everyone on the floor could read the dashboard.",
        role: "Operations director",
      },
      {
        id: "bankRisk",
        quote: "The risk model paid for itself in four months, and they documented every step.",
        role: "Head of risk at a regional bank",
      },
    ],
  },
  es: {
    members: [
      {
        id: "anaRuiz",
        role: "Fundadora e ingeniera de datos",
        background: "Diez años armando plataformas de datos para retail en Buenos Aires y Madrid.",
      },
      {
        id: "tomasPaz",
        role: "Consultor de analítica",
        background: "Fue analista de operaciones en una red de doce clínicas.",
      },
    ],
    quotes: [
      {
        id: "retailOperations",
        quote:
          "En un trimestre redujimos a la mitad los quiebres de stock, y todo el equipo entiende el tablero.",
        role: "Directora de operaciones",
      },
      {
        id: "bankRisk",
        quote: "El modelo de riesgo se pagó solo en cuatro meses, y documentaron cada paso.",
        role: "Responsable de riesgo en un banco regional",
      },
    ],
  },
};

/** The words of {@link proofFacts} in `locale`. */
export function proofWords(locale: string) {
  const words = wordsByLocale[locale];
  if (words) return words;
  const english = wordsByLocale.en;
  if (!english) throw new Error("no English proof words");
  const tagged = (text: string) => `${text} (${locale})`;
  return {
    members: english.members.map((member) => ({
      ...member,
      role: tagged(member.role),
      background: tagged(member.background),
    })),
    quotes: english.quotes.map((quote) => ({
      ...quote,
      quote: tagged(quote.quote),
      role: tagged(quote.role),
    })),
  };
}

/** A portrait: a coloured square with a head and shoulders, `sizePx` wide. */
function portrait(sizePx: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/><circle cx="50" cy="40" r="18" fill="#f3d9c4"/><path d="M14 100c4-24 18-34 36-34s32 10 36 34z" fill="#0b1526"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** A logo: a transparent strip with a mark and a bar, 3:1, `widthPx` wide. */
function logo(widthPx: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${widthPx / 3}" viewBox="0 0 300 100"><circle cx="50" cy="50" r="36" fill="${colour}"/><rect x="104" y="30" width="176" height="16" rx="8" fill="#0b1526"/><rect x="104" y="58" width="120" height="12" rx="6" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png();
}

/** Each image of {@link proofFacts} and how it is drawn. */
const images: [src: string, draw: () => Sharp][] = [
  ["/images/team/ana-ruiz.jpg", () => portrait(600, "#5eead4").jpeg({ quality: 85 })],
  ["/images/team/tomas-paz.png", () => portrait(480, "#fcd34d").png()],
  ["/images/clients/tiendas-del-sur.png", () => logo(480, "#0f766e")],
  ["/images/clients/banco-andino.png", () => logo(600, "#b45309")],
];

/**
 * Adds {@link proofFacts}, their images and each locale's words to the content of the
 * repository at `root` (a copy: its team-and-clients.yaml is replaced, its home.yaml files
 * edited), as the owner does in the editor.
 *
 * @param root - the repository root whose `app/content/` is edited.
 * @param caseStudy - the case study the named testimonial belongs to (a file name of the
 *   default locale's `case-studies/` without `.yaml`).
 * @returns the facts written.
 */
export async function addProofContent(root: string, caseStudy: string) {
  const content = path.join(root, contentFolder);
  for (const [src, draw] of images) {
    const file = path.join(content, src);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await draw().toBuffer());
  }
  const facts = {
    ...proofFacts,
    testimonials: proofFacts.testimonials.map((testimonial, index) =>
      index === 0 ? { ...testimonial, caseStudy } : testimonial,
    ),
  };
  const shared = parseDocument("{}");
  for (const [key, value] of Object.entries(facts)) shared.set(key, value);
  writeFileSync(path.join(content, teamAndClientsFile), shared.toString());
  for (const locale of localeIds) {
    const file = path.join(content, locale, "home.yaml");
    const document = parseDocument(readFileSync(file, "utf8"));
    const words = proofWords(locale);
    document.setIn(["team", "members"], words.members);
    document.setIn(["testimonials", "quotes"], words.quotes);
    writeFileSync(file, document.toString());
  }
  return facts;
}
