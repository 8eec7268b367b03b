import { z } from "zod";
import { defineContent } from "./schema";
import { site } from "./site";

const pageMetaSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9-]*$/, "must be a root-relative path without trailing slash"),
  title: z
    .string()
    .min(10)
    .max(60, "must be at most 60 characters (search results cut longer titles)"),
  description: z
    .string()
    .min(50)
    .max(160, "must be at most 160 characters (search snippets cut longer ones)"),
  image: z.object({
    path: z.string().regex(/^\/og\/[a-z-]+\.png$/, "must be a generated preview under /og/"),
    alt: z.string().min(10),
    headline: z.string().min(5).max(80),
  }),
});

/**
 * Title, description, path and link-preview image of each route (search results, WhatsApp
 * and LinkedIn previews). `image.headline` is the large text drawn on the 1200×630 preview
 * generated at build time (scripts/seo-assets.ts).
 */
export const pageMeta = defineContent(
  "page-meta",
  z.object({ home: pageMetaSchema, caseStudies: pageMetaSchema, notFound: pageMetaSchema }),
  {
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
  },
);

/** The validated shape of one page's metadata. */
export type PageMeta = (typeof pageMeta)["home"];
