import type { CommonCopy } from "../../schema";

/**
 * What every English page says: the site's description, the header, menu, skip link,
 * notifications and footer (spec sections 2 and 7, word for word).
 */
export const copy: CommonCopy = {
  site: {
    tagline: "Data you can act on, from Buenos Aires to the world.",
    description:
      "A Buenos Aires data-analytics consultancy: business intelligence, predictive analytics, data engineering, consulting and automation for growing companies.",
    areaServed: ["Argentina", "Latin America"],
    whatsAppText: "Hello, I would like to get in touch.",
  },
  navigation: {
    primaryLabel: "Main",
    homeLabel: "Home",
    sectionIds: { services: "services", about: "about", contact: "contact" },
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
    notificationsRegionLabel: "Notifications ({hotkey})",
    toastStackLabel: "Notifications",
    dismissLabel: "Dismiss",
    languagesLabel: "Language",
    opensInNewTab: "(opens in a new tab)",
  },
  footer: {
    navigationLabel: "Footer",
    rights: "All rights reserved.",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    placeholderNote: "(coming soon)",
  },
  errorPage: {
    heading: "Unexpected Application Error!",
  },
  figures: {
    notYet: "Not there yet",
  },
};
