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

/** A figure: what kind of number it is and its value, written out in each locale's style. */
export const figureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("count"),
      value: z.number().nonnegative(),
      orMore: z.boolean().optional(),
    }),
    z.object({ kind: z.literal("percent"), value: z.number() }),
    z.object({ kind: z.literal("usd"), value: z.number().nonnegative() }),
    z.object({ kind: z.literal("months"), value: z.number().positive() }),
    z.object({ kind: z.literal("notYet") }),
  ],
  { error: "must have a kind: count, percent, usd, months or notYet" },
);

/** The id of a figure, a service or a value; also its placeholder name (`{annualCostSavings}`). */
export const idSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, "must be a camelCase id such as wasteReduction");

/** app/content/figures.yaml: the home page's figures, services and values, in display order. */
export const figuresSchema = z.object({
  heroStats: z.array(z.object({ id: idSchema, figure: figureSchema })).min(1),
  trackRecord: z.array(z.object({ id: idSchema, figure: figureSchema })).min(1),
  services: z.array(z.object({ id: idSchema, icon: iconSchema })).min(1),
  values: z.array(z.object({ id: idSchema, icon: iconSchema })).min(1),
});

/** The figures file's content. */
export type Figures = z.output<typeof figuresSchema>;
