import type { CaseStudiesPageContent } from "./schema";

/**
 * The case studies page: its copy and the three case studies (spec sections 2 and 3).
 * Titles, industries and results are the spec's; clients are described, not named.
 */
export const caseStudiesPage: CaseStudiesPageContent = {
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
  caseStudies: [
    {
      id: "retail-chain-optimization",
      title: "Retail chain optimization",
      client: "A supermarket chain with 40 stores in Greater Buenos Aires",
      industry: "Retail",
      description:
        "Stores ordered by instinct, so fresh produce was thrown away while shelves of best-sellers ran empty. We unified point-of-sale and inventory data in one warehouse and built store-level demand forecasts that now drive every replenishment order.",
      results: [
        { icon: "banknote", value: "$2.4M", label: "Annual cost savings" },
        { icon: "recycle", value: "35%", label: "Reduction in waste" },
        { icon: "timer", value: "3 months", label: "Implementation" },
      ],
      tags: ["Demand forecasting", "Data warehouse", "Power BI"],
      image: {
        src: "/images/case-studies/retail.svg",
        alt: "Illustration: weekly demand forecast bars closely tracking actual sales.",
        widthPx: 640,
        heightPx: 480,
      },
    },
    {
      id: "healthcare-network-performance-analytics",
      title: "Healthcare network performance analytics",
      client: "A private clinic network in Argentina",
      industry: "Healthcare",
      description:
        "Each clinic measured waiting times and costs its own way, so management could not compare or act. We built a shared performance model and live dashboards across 12 facilities, and automated the monthly reporting that used to take a week.",
      results: [
        { icon: "heart-pulse", value: "25%", label: "Patient satisfaction improvement" },
        { icon: "zap", value: "40%", label: "Faster processing" },
        { icon: "banknote", value: "$1.8M", label: "Saved" },
        { icon: "building", value: "12", label: "Facilities covered" },
      ],
      tags: ["Performance dashboards", "ETL pipelines", "Process automation"],
      image: {
        src: "/images/case-studies/healthcare.svg",
        alt: "Illustration: a dashboard comparing twelve facilities with a rising satisfaction line.",
        widthPx: 640,
        heightPx: 480,
      },
    },
    {
      id: "financial-services-risk-assessment",
      title: "Financial services risk assessment",
      client: "A consumer-credit lender",
      industry: "Financial Services",
      description:
        "Loan officers scored applicants with a spreadsheet that missed early signs of default. We trained and validated a credit-risk model on the lender's own history and put it into the approval workflow, with explanations officers can read.",
      results: [
        { icon: "shield-check", value: "45%", label: "Risk accuracy improvement" },
        { icon: "trending-down", value: "28%", label: "Default decrease" },
        { icon: "zap", value: "60%", label: "Faster approvals" },
      ],
      tags: ["Machine learning", "Credit scoring", "Model monitoring"],
      image: {
        src: "/images/case-studies/finance.svg",
        alt: "Illustration: a risk curve separating approved from declined applications.",
        widthPx: 640,
        heightPx: 480,
      },
    },
  ],
};

/** One validated case study. */
export type CaseStudy = (typeof caseStudiesPage.caseStudies)[number];
