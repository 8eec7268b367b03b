import type { HomeContent } from "./schema";
import { site } from "./site";

/** Copy of the home page sections other than services, values and stats (spec section 2). */
export const home: HomeContent = {
  hero: {
    badge: "Data-Driven Solutions",
    headline: "Turn your data into",
    headlineAccent: "decisions that pay off",
    lead: `${site.name} is a Buenos Aires analytics consultancy. For ${site.yearsInBusinessClaim} we have helped retail, healthcare and financial companies replace guesswork with dashboards, forecasts and automated pipelines they actually use.`,
    primaryCta: "Start Your Transformation",
    secondaryCta: "View Case Studies",
    consultationNote: `Free ${site.consultation.lengthMinutes}-minute consultation, no commitment.`,
    statsLabel: "Our numbers so far",
  },
  about: {
    eyebrow: "About us",
    heading: "A small team with a big-company toolkit",
    paragraphs: [
      `We founded ${site.name} in Buenos Aires in ${site.foundingYear} with a simple idea: growing companies deserve the same analytics as multinationals, without the multinational budget.`,
      "You work directly with the people who build your solution. We explain every number, document every pipeline and hand over everything, so the value stays with you after we leave.",
    ],
    ctaLabel: "Learn More About Us",
  },
  contact: {
    eyebrow: "Contact",
    heading: "Let's talk about your data",
    intro: `Book a free ${site.consultation.lengthMinutes}-minute consultation, call us, or send a message. We answer within one business day.`,
    phoneTitle: "Call us",
    phoneHours: `Monday-Friday 9AM-6PM ${site.timeZoneAbbreviation}`,
    copyPhoneLabel: "Copy phone number",
    phoneCopied: "Phone number copied",
    officeTitle: "Visit our office",
    copyAddressLabel: "Copy address",
    addressCopied: "Address copied",
    hoursTitle: "Office hours",
    closedLabel: "Closed",
    messageTitle: "Send us a Message",
    messageText:
      "Prefer to write? Message us on WhatsApp and a consultant will reply, usually within the hour during office hours.",
    whatsAppCta: "Chat on WhatsApp",
    copyFailed: "Your browser did not allow copying. Select the text and copy it instead.",
  },
  footer: {
    navigationLabel: "Footer",
    rights: "All rights reserved.",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    placeholderNote: "(coming soon)",
  },
};
