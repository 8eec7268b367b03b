/**
 * How wide a label is drawn, estimated without a browser: what the build needs to decide where
 * the header's items fit (app/lib/header-fit.ts, docs/decisions/066-header-fits-by-measurement.md).
 * Plain TypeScript without path aliases, so build-time code imports it too.
 */

/**
 * The characters whose advances are measured below: printable ASCII, Latin-1's letters and
 * signs (no soft hyphen), and the typographic quotes, dashes, ellipsis, euro sign and bullet.
 */
export const measuredCharacters =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~¡¢£¤¥¦§¨©ª«¬®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ“”‘’–—…€•";

/**
 * The advance of each of {@link measuredCharacters} in DejaVu Sans (Book, then Bold), in
 * thousandths of an em, rounded up: measured with `CanvasRenderingContext2D.measureText` at
 * 1000 px in Chromium. DejaVu Sans is the widest face the system font stack of app/app.css
 * falls back to (Linux's usual `system-ui`, and the test browser's), wider than San
 * Francisco, Roboto, Segoe UI and Noto Sans, so a width estimated from it is not narrower
 * than the label drawn on a phone or a desktop. e2e/header-fit.desktop.spec.ts measures every
 * character again in the test browser and fails if an advance here is narrower.
 */
const regularAdvances = [
  318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637,
  637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531, 1000, 685, 687, 699, 771, 632,
  576, 775, 752, 295, 295, 656, 558, 863, 749, 788, 604, 788, 695, 635, 611, 732, 685, 989, 686,
  611, 686, 391, 337, 391, 838, 500, 500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580,
  278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
  401, 637, 637, 637, 637, 337, 500, 500, 1000, 472, 612, 838, 1000, 500, 500, 838, 401, 401, 500,
  637, 637, 318, 500, 401, 472, 612, 970, 970, 970, 531, 685, 685, 685, 685, 685, 685, 975, 699,
  632, 632, 632, 632, 295, 295, 295, 295, 775, 749, 788, 788, 788, 788, 788, 838, 788, 732, 732,
  732, 732, 611, 605, 630, 613, 613, 613, 613, 613, 613, 982, 550, 616, 616, 616, 616, 278, 278,
  278, 278, 612, 634, 612, 612, 612, 612, 612, 838, 612, 634, 634, 634, 634, 592, 635, 592, 519,
  519, 318, 318, 500, 1000, 1000, 637, 590,
];
const boldAdvances = [
  349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581, 1000, 774, 763, 734, 831, 684,
  684, 821, 837, 373, 373, 775, 638, 996, 837, 851, 733, 851, 771, 721, 683, 813, 774, 1104, 771,
  725, 726, 458, 366, 458, 838, 500, 500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666,
  343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
  457, 696, 696, 637, 696, 366, 500, 500, 1000, 564, 646, 838, 1000, 500, 500, 838, 438, 438, 500,
  736, 637, 380, 500, 438, 564, 646, 1036, 1036, 1036, 581, 774, 774, 774, 774, 774, 774, 1085, 734,
  684, 684, 684, 684, 373, 373, 373, 373, 838, 837, 851, 851, 851, 851, 851, 838, 851, 813, 813,
  813, 813, 725, 738, 720, 675, 675, 675, 675, 675, 675, 1048, 593, 679, 679, 679, 679, 343, 343,
  343, 343, 688, 712, 688, 688, 688, 688, 688, 838, 688, 712, 712, 712, 712, 652, 716, 652, 658,
  658, 380, 380, 500, 1000, 1000, 696, 640,
];

/**
 * The advance of a character outside {@link measuredCharacters} (another script, an emoji), in
 * thousandths of an em: wider than any measured one, and than a CJK ideograph's em.
 */
export const unmeasuredAdvance = 1250;

/** The weights the site draws labels in: `regular` up to 500 (medium), `bold` from 600 (semibold). */
export type TextWeight = "regular" | "bold";

/** Each measured character's advance, by weight. */
const advances = {
  regular: advancesByCharacter(regularAdvances),
  bold: advancesByCharacter(boldAdvances),
} satisfies Record<TextWeight, Map<string, number>>;

function advancesByCharacter(measured: number[]): Map<string, number> {
  return new Map(
    [...measuredCharacters].map((character, index) => [
      character,
      measured[index] ?? unmeasuredAdvance,
    ]),
  );
}

/**
 * A character's advance in thousandths of an em ({@link unmeasuredAdvance} when not measured).
 *
 * @param character - one code point.
 */
export function advanceOf(character: string, weight: TextWeight): number {
  return advances[weight].get(character) ?? unmeasuredAdvance;
}

/**
 * The estimated width of `text` drawn on one line, in CSS px: the sum of its characters'
 * advances in DejaVu Sans ({@link advanceOf}), without kerning (which narrows most pairs it
 * touches; app/lib/header-fit.ts adds a margin to each label).
 *
 * @param sizePx - the font size in CSS px (14 for `text-sm`, 16 for `text-base`).
 */
export function textWidthPx(text: string, sizePx: number, weight: TextWeight): number {
  let thousandths = 0;
  for (const character of text) thousandths += advanceOf(character, weight);
  return (thousandths * sizePx) / 1000;
}
