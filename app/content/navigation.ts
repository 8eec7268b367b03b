import { z } from "zod";
import { defineContent } from "./schema";

const linkSchema = z.object({
  label: z.string().min(1),
  to: z
    .string()
    .regex(/^\/[\w/-]*(#[a-z-]+)?$/, "must be a root-relative path, optionally with #fragment"),
});

/**
 * Site navigation (spec section 2 "Home page"): the anchor links and the Get Started
 * button, shared by the top bar, the mobile menu and the footer. Paths start with "/" so
 * they work from every page.
 */
export const navigation = defineContent(
  "navigation",
  z.object({
    primaryLabel: z.string().min(1),
    homeLabel: z.string().min(1),
    links: z.array(linkSchema).length(3),
    getStarted: linkSchema,
    caseStudies: linkSchema,
    openMenuLabel: z.string().min(1),
    closeMenuLabel: z.string().min(1),
    skipLinkLabel: z.string().min(1),
  }),
  {
    primaryLabel: "Main",
    homeLabel: "Home",
    links: [
      { label: "Services", to: "/#services" },
      { label: "About", to: "/#about" },
      { label: "Contact", to: "/#contact" },
    ],
    getStarted: { label: "Get Started", to: "/#contact" },
    caseStudies: { label: "Case Studies", to: "/case-studies" },
    openMenuLabel: "Open menu",
    closeMenuLabel: "Close menu",
    skipLinkLabel: "Skip to content",
  },
);
