import { describe, expect, it } from "vitest";
import { contentRoot, readContent } from "~/content/content.server";
import { wordsFor } from "~/lib/words-for";
import { caseStudiesPageData } from "~/pages/case-studies/data.server";
import { homePageData } from "~/pages/home/data.server";
import { rootData } from "~/root-data.server";
import { defaultContentRoot } from "./default-content";

/**
 * The default content (spec/default-content/) against the requirements of
 * docs/requirements.md (R1…R14), as the functions behind the pages' loaders give it to the
 * English pages (the home page's in full, before its loader builds part of it to HTML): each test
 * is one requirement, so a failure names the specified text or figure that differs. The
 * loaders read the content of `CONTENT_ROOT`, which every test process has set to the default
 * content's root (vitest.config.ts): the owner's content (app/content/) is never read.
 */
const { site } = readContent(defaultContentRoot);
const root = rootData("en");
const home = homePageData("en");
const caseStudiesPage = caseStudiesPageData("en");
const { common } = root;
const { words } = home;

describe("default content meets docs/requirements.md", () => {
  it("reads the default content, not the owner's", () => {
    expect(contentRoot()).toBe(defaultContentRoot);
  });

  it("R1 Consultation: 45 minutes", () => {
    expect(site.consultation.lengthMinutes).toBe(45);
    expect(words.hero.consultationNote).toContain("45-minute");
  });

  it("R2 Company age: over 1 year", () => {
    expect(words.hero.lead).toContain("over 1 year");
  });

  it("R3 Navigation: Services, About, Contact and Get Started", () => {
    expect(common.navigation.links).toEqual([
      { label: "Services", to: "/#services" },
      { label: "About", to: "/#about" },
      { label: "Contact", to: "/#contact" },
    ]);
    expect(common.navigation.getStarted.label).toBe("Get Started");
  });

  it("R4 Hero: badge and buttons", () => {
    expect(words.hero.badge).toBe("Data-Driven Solutions");
    expect(words.hero.primaryCta).toBe("Start Your Transformation");
    expect(words.hero.secondaryCta).toBe("View Case Studies");
  });

  it("R5 Hero stats: 8+, 98%, 3+", () => {
    expect(home.heroStats.map(({ id, value }) => [value, wordsFor(words.heroStats, id)])).toEqual([
      ["8+", "Projects Completed"],
      ["98%", "Client Satisfaction"],
      ["3+", "Years Experience"],
    ]);
  });

  it("R6 Services: six, with their three features each", () => {
    expect(
      home.services.map(({ id }) => {
        const { title, features } = wordsFor(words.services.items, id);
        return [title, ...features];
      }),
    ).toEqual([
      ["Business Intelligence", "Custom Dashboards", "Real-time Analytics", "Performance KPIs"],
      ["Predictive Analytics", "Forecasting Models", "Risk Assessment", "Trend Analysis"],
      ["Data Engineering", "Data Warehousing", "ETL Pipelines", "Cloud Migration"],
      ["Strategic Consulting", "Data Strategy", "Process Optimization", "Change Management"],
      ["Data Automation", "Process Automation", "Workflow Optimization", "Quality Assurance"],
      ["Performance Analytics", "Performance Tracking", "Optimization Insights", "Benchmarking"],
    ]);
    expect(words.services.ctaLabel).toBe("Discuss Your Project");
  });

  it("R7 Values: Excellence, Partnership, Results, Innovation", () => {
    expect(home.values.map(({ id }) => wordsFor(words.values, id).title)).toEqual([
      "Excellence",
      "Partnership",
      "Results",
      "Innovation",
    ]);
    expect(words.about.ctaLabel).toBe("Learn More About Us");
  });

  it("R8 Track record: Not there yet, 1, 3, 340%", () => {
    expect(
      home.trackRecord.map(({ id, value }) => [wordsFor(words.trackRecord.labels, id), value]),
    ).toEqual([
      ["Fortune 500 Clients", "Not there yet"],
      ["Data Scientists", "1"],
      ["Industries Served", "3"],
      ["Average ROI Increase", "340%"],
    ]);
  });

  it("R9 Office: Buenos Aires, Argentina, and its hours", () => {
    expect([site.address.locality, site.address.countryName]).toEqual([
      "Buenos Aires",
      "Argentina",
    ]);
    expect(home.contact.schedule).toEqual([
      { days: "Monday-Friday", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-2:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(home.contact.phoneHours).toBe("Monday-Friday 9AM-6PM ART");
  });

  it("R10 Message card: Send us a Message, Chat on WhatsApp, the prefilled text", () => {
    expect(words.contact.messageTitle).toBe("Send us a Message");
    expect(words.contact.whatsAppCta).toBe("Chat on WhatsApp");
    expect(common.site.whatsAppText).toBe("Hello, I would like to get in touch.");
  });

  it("R11 Footer: 2025, Privacy Policy, Terms of Service", () => {
    expect(site.copyrightYear).toBe(2025);
    expect([common.footer.privacyPolicy, common.footer.termsOfService]).toEqual([
      "Privacy Policy",
      "Terms of Service",
    ]);
  });

  it("R12 Case studies: the three, their industries and results", () => {
    const { words: page } = caseStudiesPage;
    // The owner may add case studies of their own: the three specified ones are checked.
    const specified = [
      "retail-chain-optimization",
      "healthcare-network-performance-analytics",
      "financial-services-risk-assessment",
    ];
    expect(
      caseStudiesPage.caseStudies
        .filter(({ id }) => specified.includes(id))
        .map(({ words, results }) => [
          words.title,
          words.industry,
          results.map((result) => `${result.value} ${result.label}`),
        ]),
    ).toEqual([
      [
        "Retail chain optimization",
        "Retail",
        ["$2.4M Annual cost savings", "35% Reduction in waste", "3 months Implementation"],
      ],
      [
        "Healthcare network performance analytics",
        "Healthcare",
        [
          "25% Patient satisfaction improvement",
          "40% Faster processing",
          "$1.8M Saved",
          "12 Facilities covered",
        ],
      ],
      [
        "Financial services risk assessment",
        "Financial Services",
        ["45% Risk accuracy improvement", "28% Default decrease", "60% Faster approvals"],
      ],
    ]);
    expect(page.backToHome).toBe("Back to Home");
    expect(page.cta.label).toBe("Get Started Today");
    expect(caseStudiesPage.contactPath).toBe("/#contact");
  });

  it("R13 Not-found page: 404, Oops! Page not found, Return to Home", () => {
    expect(root.notFound.words).toMatchObject({
      code: "404",
      heading: "Oops! Page not found",
      returnHome: "Return to Home",
    });
  });

  it("R14 Error page: Unexpected Application Error!", () => {
    expect(common.errorPage.heading).toBe("Unexpected Application Error!");
  });
});
