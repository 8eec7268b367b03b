import type { Copy } from "../schema";
import { site } from "../site";

/**
 * Everything the English pages say (spec sections 2, 3, 7 and 8: every English text of the
 * spec, word for word). Figures, icons, contact values and hours are not here: they are the
 * same in every language (app/content/facts.ts, app/content/site.ts).
 */
export const copy: Copy = {
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
  home: {
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
      phoneHours: (days, opens, closes, zone) => `${days} ${opens}-${closes} ${zone}`,
      copyPhoneLabel: "Copy phone number",
      phoneCopied: "Phone number copied",
      officeTitle: "Visit our office",
      copyAddressLabel: "Copy address",
      addressCopied: "Address copied",
      hoursTitle: "Office hours",
      closedLabel: "Closed",
      dayRange: (first, last) => (first === last ? first : `${first}-${last}`),
      hoursRange: (opens, closes) => `${opens}-${closes}`,
      openNow: (closes) => `Open now · closes ${closes}`,
      opensLater: (day, dayName, at) => `Closed · opens ${day === "weekday" ? dayName : day} ${at}`,
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
    notYet: "Not there yet",
    labels: {
      fortune500Clients: "Fortune 500 Clients",
      dataScientists: "Data Scientists",
      industriesServed: "Industries Served",
      averageRoiIncrease: "Average ROI Increase",
    },
  },
  caseStudiesPage: {
    backToHome: "Back to Home",
    eyebrow: "Case Studies",
    heading: "Real problems, measurable results",
    intro:
      "Three recent projects, with the numbers our clients reported after go-live. Names are withheld at our clients' request.",
    clientLabel: "Client",
    resultsLabel: "Results",
    tagsLabel: "Technologies and methods",
    cta: {
      heading: "Your numbers could be next",
      text: "Tell us about your data and your goals. In 45 minutes we will tell you honestly what we would do, and what it could be worth.",
      label: "Get Started Today",
      to: "/#contact",
    },
    caseStudies: {
      "retail-chain-optimization": {
        title: "Retail chain optimization",
        client: "A supermarket chain with 40 stores in Greater Buenos Aires",
        industry: "Retail",
        description:
          "Stores ordered by instinct, so fresh produce was thrown away while shelves of best-sellers ran empty. We unified point-of-sale and inventory data in one warehouse and built store-level demand forecasts that now drive every replenishment order.",
        tags: ["Demand forecasting", "Data warehouse", "Power BI"],
        imageAlt: "Illustration: weekly demand forecast bars closely tracking actual sales.",
      },
      "healthcare-network-performance-analytics": {
        title: "Healthcare network performance analytics",
        client: "A private clinic network in Argentina",
        industry: "Healthcare",
        description:
          "Each clinic measured waiting times and costs its own way, so management could not compare or act. We built a shared performance model and live dashboards across 12 facilities, and automated the monthly reporting that used to take a week.",
        tags: ["Performance dashboards", "ETL pipelines", "Process automation"],
        imageAlt:
          "Illustration: a dashboard comparing twelve facilities with a rising satisfaction line.",
      },
      "financial-services-risk-assessment": {
        title: "Financial services risk assessment",
        client: "A consumer-credit lender",
        industry: "Financial Services",
        description:
          "Loan officers scored applicants with a spreadsheet that missed early signs of default. We trained and validated a credit-risk model on the lender's own history and put it into the approval workflow, with explanations officers can read.",
        tags: ["Machine learning", "Credit scoring", "Model monitoring"],
        imageAlt: "Illustration: a risk curve separating approved from declined applications.",
      },
    },
    resultLabels: {
      annualCostSavings: "Annual cost savings",
      wasteReduction: "Reduction in waste",
      implementation: "Implementation",
      patientSatisfactionImprovement: "Patient satisfaction improvement",
      fasterProcessing: "Faster processing",
      saved: "Saved",
      facilitiesCovered: "Facilities covered",
      riskAccuracyImprovement: "Risk accuracy improvement",
      defaultDecrease: "Default decrease",
      fasterApprovals: "Faster approvals",
    },
  },
  notFound: {
    code: "404",
    heading: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  pageMeta: {
    home: {
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
};
