import type { HomeCopy } from "../../schema";
import { site } from "../../site";

/**
 * The English home page (spec section 2 "Home page", word for word): its title and preview,
 * hero, services, about with values and track record, and contact with the opening hours.
 */
export const copy: HomeCopy = {
  meta: {
    title: `${site.name} · Data consultancy in Buenos Aires`,
    description:
      "Business intelligence, predictive analytics, data engineering and automation for growing companies. Book a free 45-minute consultation.",
    image: {
      path: "/og/home.png",
      alt: `${site.name}: turn your data into decisions that pay off.`,
      headline: "Turn your data into decisions that pay off",
    },
  },
  hero: {
    badge: "Data-Driven Solutions",
    headline: "Turn your data into",
    headlineAccent: "decisions that pay off",
    // Spec section 1: the text claims the company has existed for over 1 year.
    lead: `${site.name} is a Buenos Aires analytics consultancy. For over 1 year we have helped retail, healthcare and financial companies replace guesswork with dashboards, forecasts and automated pipelines they actually use.`,
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
    phoneHours: "{days} {opens}-{closes} {zone}",
    copyPhoneLabel: "Copy phone number",
    phoneCopied: "Phone number copied",
    officeTitle: "Visit our office",
    copyAddressLabel: "Copy address",
    addressCopied: "Address copied",
    hoursTitle: "Office hours",
    closedLabel: "Closed",
    dayRange: "{first}-{last}",
    hoursRange: "{opens}-{closes}",
    openNow: "Open now · closes {closes}",
    opensLater: {
      today: "Closed · opens today {at}",
      tomorrow: "Closed · opens tomorrow {at}",
      weekday: "Closed · opens {day} {at}",
    },
    messageTitle: "Send us a Message",
    messageText:
      "Prefer to write? Message us on WhatsApp and a consultant will reply, usually within the hour during office hours.",
    whatsAppCta: "Chat on WhatsApp",
    copyFailed: "Your browser did not allow copying. Select the text and copy it instead.",
  },
  heroStats: {
    projects: "Projects Completed",
    satisfaction: "Client Satisfaction",
    experience: "Years Experience",
  },
  services: {
    eyebrow: "Services",
    heading: "From raw data to decisions your team trusts",
    intro:
      "Six ways we help companies stop guessing. Each engagement starts with your business question, not with a tool.",
    ctaLabel: "Discuss Your Project",
    items: {
      businessIntelligence: {
        title: "Business Intelligence",
        description:
          "Dashboards your managers open every morning: one version of the truth, built on clean, documented metrics.",
        features: ["Custom Dashboards", "Real-time Analytics", "Performance KPIs"],
      },
      predictiveAnalytics: {
        title: "Predictive Analytics",
        description:
          "Statistical and machine-learning models that forecast demand, flag risk early and show where the trend is heading.",
        features: ["Forecasting Models", "Risk Assessment", "Trend Analysis"],
      },
      dataEngineering: {
        title: "Data Engineering",
        description:
          "Reliable pipelines that move data from your ERP, CRM and spreadsheets into a warehouse you own.",
        features: ["Data Warehousing", "ETL Pipelines", "Cloud Migration"],
      },
      strategicConsulting: {
        title: "Strategic Consulting",
        description:
          "A data roadmap tied to business goals, with the process changes and training that make it stick.",
        features: ["Data Strategy", "Process Optimization", "Change Management"],
      },
      dataAutomation: {
        title: "Data Automation",
        description:
          "Replace copy-paste reporting with automated workflows that run on time and check their own quality.",
        features: ["Process Automation", "Workflow Optimization", "Quality Assurance"],
      },
      performanceAnalytics: {
        title: "Performance Analytics",
        description:
          "Measure what drives results across teams, stores or channels, and know exactly where to improve next.",
        features: ["Performance Tracking", "Optimization Insights", "Benchmarking"],
      },
    },
  },
  values: {
    excellence: {
      title: "Excellence",
      description:
        "Rigorous methods, tested code and numbers we can defend in front of your board.",
    },
    partnership: {
      title: "Partnership",
      description:
        "We work inside your team, share everything we build and leave you able to run it.",
    },
    results: {
      title: "Results",
      description:
        "Every project starts with a measurable goal and ends with a report on whether we hit it.",
    },
    innovation: {
      title: "Innovation",
      description:
        "Modern cloud and machine-learning tools, used only where they pay for themselves.",
    },
  },
  trackRecord: {
    heading: "Track Record",
    labels: {
      fortune500Clients: "Fortune 500 Clients",
      dataScientists: "Data Scientists",
      industriesServed: "Industries Served",
      averageRoiIncrease: "Average ROI Increase",
    },
  },
};
