import type { PageMetaContent } from "./schema";
import { site } from "./site";

/**
 * Title, description, path and link-preview image of each route (search results, WhatsApp
 * and LinkedIn previews). `image.headline` is the large text drawn on the 1200×630 preview
 * generated at build time (scripts/seo-assets.ts).
 */
export const pageMeta: PageMetaContent = {
  home: {
    path: "/",
    title: `${site.name} · Data consultancy in Buenos Aires`,
    description:
      "Business intelligence, predictive analytics, data engineering and automation for growing companies. Book a free 45-minute consultation.",
    image: {
      path: "/og/home.png",
      alt: `${site.name}: turn your data into decisions that pay off.`,
      headline: "Turn your data into decisions that pay off",
    },
  },
  caseStudies: {
    path: "/case-studies",
    title: `Case studies · ${site.name}`,
    description:
      "How we saved a retail chain $2.4M a year, sped up processing 40% across 12 clinics and cut loan defaults 28%.",
    image: {
      path: "/og/case-studies.png",
      alt: `${site.name} case studies: $2.4M saved, 40% faster processing, 28% fewer defaults.`,
      headline: "$2.4M saved · 40% faster · 28% fewer defaults",
    },
  },
  notFound: {
    path: "/404",
    title: `Page not found · ${site.name}`,
    description:
      "The page you were looking for does not exist. Return to the home page to find our services and contact details.",
    image: {
      path: "/og/home.png",
      alt: `${site.name}: turn your data into decisions that pay off.`,
      headline: "Turn your data into decisions that pay off",
    },
  },
};

/** The validated shape of one page's metadata. */
export type PageMeta = (typeof pageMeta)["home"];
