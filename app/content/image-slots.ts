/**
 * Where content images are shown, each with the `sizes` its layout gives it (CSS px, from the
 * classes of the component named) and the widest it is ever drawn: a raster source narrower
 * than that would be stretched, so the content check refuses it.
 */
export const imageSlots = {
  /**
   * A case study card's image (app/pages/case-studies/case-study-card.tsx): the page's
   * container (72rem wide, 1.25rem padding) less the card's 1 px border and its image
   * padding (`p-5`, `sm:p-8`), a whole card wide below `lg` and half of one from it. Widest
   * just below 1024 px: 1023 − 40 − 2 − 64 = 917 px.
   */
  caseStudy: {
    sizes:
      "(min-width: 1152px) 491px, (min-width: 1024px) calc(50vw - 85px), (min-width: 640px) calc(100vw - 106px), calc(100vw - 82px)",
    widestPx: 917,
  },
} as const;
