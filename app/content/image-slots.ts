/**
 * Where content images are shown, each with the `sizes` its layout gives it (CSS px, from the
 * classes of the component named) and the widest it is ever drawn: a raster source narrower
 * than that would be stretched, so the content check refuses it. Each slot is its own export,
 * so a page's script carries only the slot it shows (a bundle keeps a whole object).
 */

/**
 * A case study card's image (app/pages/case-studies/case-study-card.tsx): the page's
 * container (`container-page` in app/app.css: at most 72rem, side padding 1.25rem, 2rem
 * from `sm`) less the card's 1 px border and its image padding (`p-5`, `sm:p-8`), a whole
 * card wide below `lg` and half of one from it. Widest just below 1024 px:
 * 1023 − 64 − 2 − 64 = 893 px.
 */
export const caseStudySlot = {
  sizes:
    "(min-width: 1152px) 479px, (min-width: 1024px) calc(50vw - 97px), (min-width: 640px) calc(100vw - 130px), calc(100vw - 82px)",
  widestPx: 893,
} as const;

/**
 * A team member's photo (app/pages/home/team-section.tsx): a square of `size-40`
 * (10rem, 160 px) at every width, cropped to fill it (`object-cover`).
 */
export const teamPhotoSlot = { sizes: "160px", widestPx: 160 } as const;

/**
 * A team member's photo in the byline of an article they wrote
 * (app/pages/article/article-byline.tsx): a square of `size-14` (3.5rem, 56 px), cropped to
 * fill it. The photo is read and checked once, for its wider slot in the team section
 * ({@link teamPhotoSlot}), so it is not in {@link imageSlots}.
 */
export const bylinePhotoSlot = { sizes: "56px" } as const;

/**
 * A client's logo (app/pages/home/client-logos-section.tsx), whole (`object-contain`): at
 * most `max-w-32` (128 px) wide on a phone, so two fit a 375 px row, and `max-w-40`
 * (160 px) from `sm` (640 px).
 */
export const clientLogoSlot = { sizes: "(min-width: 640px) 160px, 128px", widestPx: 160 } as const;

/**
 * An article's cover (app/pages/article/article-view.tsx), above its text: the text column
 * (`max-w-3xl`, 48rem, 768 px) inside the page's container, whose side padding is 1.25rem
 * below `sm` (640 px) and 2rem from it. Widest from 832 px on: 768 px.
 */
export const articleCoverSlot = {
  sizes: "(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  widestPx: 768,
} as const;

/** Every slot by name, for the build-time code that checks images against their slot. */
export const imageSlots = {
  caseStudy: caseStudySlot,
  teamPhoto: teamPhotoSlot,
  clientLogo: clientLogoSlot,
  articleCover: articleCoverSlot,
} as const;

/** The name of a slot of {@link imageSlots}. */
export type ImageSlot = keyof typeof imageSlots;
