/** A number shown on a page, written per locale by {@link formatFigure}. */
export type Figure =
  | { kind: "count"; value: number; orMore?: boolean }
  | { kind: "percent"; value: number }
  | { kind: "usd"; value: number }
  | { kind: "months"; value: number }
  /** Not a number yet: shown as the locale's words for it ("Not there yet"). */
  | { kind: "notYet" };

/** How a locale writes figures: its `Intl` language tag and its US-dollar convention. */
export interface FigureStyle {
  lang: string;
  usd: { prefix: string; compactDisplay: "short" | "long" };
}

/**
 * Writes a figure with `Intl` in the locale's style: a count ("8+"), a percentage ("98%"),
 * US dollars ("$2.4M"; in Spanish "US$ 2,4 millones", since "$" alone means pesos in
 * Argentina) or a number of months ("3 months", "3 meses").
 *
 * @param notYet - the words for a `notYet` figure.
 */
export function formatFigure(figure: Figure, style: FigureStyle, notYet: string): string {
  const number = (options: Intl.NumberFormatOptions, value: number) =>
    new Intl.NumberFormat(style.lang, options).format(value);
  switch (figure.kind) {
    case "count":
      return `${number({}, figure.value)}${figure.orMore ? "+" : ""}`;
    case "percent":
      return number({ style: "percent" }, figure.value / 100);
    case "usd":
      return `${style.usd.prefix}${number(
        { notation: "compact", compactDisplay: style.usd.compactDisplay, maximumFractionDigits: 1 },
        figure.value,
      )}`;
    case "months":
      return number({ style: "unit", unit: "month", unitDisplay: "long" }, figure.value);
    case "notYet":
      return notYet;
  }
}
