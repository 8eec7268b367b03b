import { z } from "zod";
import { iconNames } from "../assets/icon-names.ts";

/**
 * The schemas of the figures the pages quote (app/content/figures.yaml and each case study's
 * results): a figure's kind and value, the icon beside it, and the ids the words are keyed by.
 */

/** One of the icon sprite's names (app/assets/icon-names.ts). */
export const iconSchema = z.enum(iconNames, {
  error: (issue) => `unknown icon "${String(issue.input)}": use one of ${iconNames.join(", ")}`,
});

/** The editor's words for a figure's fields, which differ where figures are listed. */
interface FigureWords {
  kind: string;
  value: string;
  orMore?: string;
}

/**
 * A figure: what kind of number it is and its value, written out in each locale's style.
 *
 * @param words - the editor's hints on its kind, value and `orMore` where it is listed.
 */
export function figureSchema(words: FigureWords) {
  const kind = <const Kind extends string>(name: Kind) =>
    z.literal(name).meta({ title: "Kind", description: words.kind });
  const value = { title: "Value", description: words.value };
  return z
    .discriminatedUnion(
      "kind",
      [
        z.object({
          kind: kind("count"),
          value: z.number().nonnegative().meta(value),
          orMore: z
            .boolean()
            .meta({
              title: "Show “+” after the number",
              ...(words.orMore && { description: words.orMore }),
            })
            .optional(),
        }),
        z.object({ kind: kind("percent"), value: z.number().meta(value) }),
        z.object({ kind: kind("usd"), value: z.number().nonnegative().meta(value) }),
        z.object({ kind: kind("months"), value: z.number().positive().meta(value) }),
        z.object({ kind: kind("notYet") }),
      ],
      { error: "must have a kind: count, percent, usd, months or notYet" },
    )
    .meta({ title: "Figure" });
}

/** The id of a figure, a service or a value; also its placeholder name (`{annualCostSavings}`). */
export const idSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, "must be a camelCase id such as wasteReduction");

/** An item of a list of figures of figures.yaml: its id and the figure. */
const figureItemSchema = z.object({
  id: idSchema.meta({
    title: "Id",
    description:
      "The figure's name in the page words (each language labels it there). Changing it is a developer's change.",
  }),
  figure: figureSchema({
    kind: "count: a number; percent: a percentage; usd: US dollars; months: a duration; notYet: shows “Not there yet”.",
    value: "The number (leave empty for notYet). 35 for 35 %, 2400000 for US$ 2.4 million.",
    orMore: "For counts that are at least this much: 8+.",
  }),
});

/** An item of the services or the values: its id and its icon, with the editor's hints. */
function iconItemSchema(words: { id: string; icon: string }) {
  return z.object({
    id: idSchema.meta({ title: "Id", description: words.id }),
    icon: iconSchema.meta({ title: "Icon", description: words.icon }),
  });
}

/** app/content/figures.yaml: the home page's figures, services and values, in display order. */
export const figuresSchema = z.object({
  heroStats: z.array(figureItemSchema).min(1).meta({
    title: "Numbers at the top of the home page",
    description: "The figures beside the headline. Their labels are in Page words → Home page.",
  }),
  trackRecord: z.array(figureItemSchema).min(1).meta({
    title: "Track record figures",
    description:
      "The figures of the About section's Track Record. Their labels are in Page words → Home page.",
  }),
  services: z
    .array(
      iconItemSchema({
        id: "The service's name in the page words.",
        icon: "The picture on the service's card.",
      }),
    )
    .min(1)
    .meta({
      title: "Services and their icons",
      description:
        "One per service card of the home page; the words are in Page words → Home page.",
    }),
  values: z
    .array(
      iconItemSchema({
        id: "The value's name in the page words.",
        icon: "The picture on the value's card.",
      }),
    )
    .min(1)
    .meta({
      title: "Values and their icons",
      description:
        "One per value card of the About section; the words are in Page words → Home page.",
    }),
});

/** The figures file's content. */
export type Figures = z.output<typeof figuresSchema>;
