import type { CaseStudiesCopy } from "../../schema";
import { site } from "../../site";

/**
 * The English case studies page (spec section 2 "Case studies page", word for word).
 */
export const copy: CaseStudiesCopy = {
  meta: {
    title: `Case studies · ${site.name}`,
    description:
      "How we saved a retail chain $2.4M a year, sped up processing 40% across 12 clinics and cut loan defaults 28%.",
    image: {
      path: "/og/case-studies.png",
      alt: `${site.name} case studies: $2.4M saved, 40% faster processing, 28% fewer defaults.`,
      headline: "$2.4M saved · 40% faster · 28% fewer defaults",
    },
  },
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
};
