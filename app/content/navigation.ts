import type { NavigationContent } from "./schema";

/**
 * Site navigation (spec section 2 "Home page"): the anchor links and the Get Started
 * button, shared by the top bar, the mobile menu and the footer. Paths start with "/" so
 * they work from every page.
 */
export const navigation: NavigationContent = {
  primaryLabel: "Main",
  homeLabel: "Home",
  links: [
    { label: "Services", to: "/#services" },
    { label: "About", to: "/#about" },
    { label: "Contact", to: "/#contact" },
  ],
  getStarted: { label: "Get Started", to: "/#contact" },
  caseStudies: { label: "Case Studies", to: "/case-studies" },
  menuLabel: "Menu",
  openMenuLabel: "Open menu",
  closeMenuLabel: "Close menu",
  skipLinkLabel: "Skip to content",
  notificationsLabel: "Notification",
  dismissLabel: "Dismiss",
};
