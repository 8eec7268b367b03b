import { z } from "zod";
import { defineContent } from "./schema";
import { site } from "./site";

const pageMetaSchema = z.object({
  title: z
    .string()
    .min(10)
    .max(60, "must be at most 60 characters (search results cut longer titles)"),
  description: z
    .string()
    .min(50)
    .max(160, "must be at most 160 characters (search snippets cut longer ones)"),
});

/** Title and description of each route, for `<title>` and `<meta name="description">`. */
export const pageMeta = defineContent(
  "page-meta",
  z.object({ home: pageMetaSchema, caseStudies: pageMetaSchema, notFound: pageMetaSchema }),
  {
    home: {
      title: `${site.name} · Data consultancy in Buenos Aires`,
      description:
        "Business intelligence, predictive analytics, data engineering and automation for growing companies. Book a free 45-minute consultation.",
    },
    caseStudies: {
      title: `Case studies · ${site.name}`,
      description:
        "How we saved a retail chain $2.4M a year, sped up processing 40% across 12 clinics and cut loan defaults 28%.",
    },
    notFound: {
      title: `Page not found · ${site.name}`,
      description:
        "The page you were looking for does not exist. Return to the home page to find our services and contact details.",
    },
  },
);
