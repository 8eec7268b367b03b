import type { ServicesSectionContent } from "./schema";

/** The services section: heading copy and the six service cards (spec sections 2 and 3). */
export const servicesSection: ServicesSectionContent = {
  eyebrow: "Services",
  heading: "From raw data to decisions your team trusts",
  intro:
    "Six ways we help companies stop guessing. Each engagement starts with your business question, not with a tool.",
  ctaLabel: "Discuss Your Project",
  services: [
    {
      icon: "chart-column",
      title: "Business Intelligence",
      description:
        "Dashboards your managers open every morning: one version of the truth, built on clean, documented metrics.",
      features: ["Custom Dashboards", "Real-time Analytics", "Performance KPIs"],
    },
    {
      icon: "trending-up",
      title: "Predictive Analytics",
      description:
        "Statistical and machine-learning models that forecast demand, flag risk early and show where the trend is heading.",
      features: ["Forecasting Models", "Risk Assessment", "Trend Analysis"],
    },
    {
      icon: "database",
      title: "Data Engineering",
      description:
        "Reliable pipelines that move data from your ERP, CRM and spreadsheets into a warehouse you own.",
      features: ["Data Warehousing", "ETL Pipelines", "Cloud Migration"],
    },
    {
      icon: "compass",
      title: "Strategic Consulting",
      description:
        "A data roadmap tied to business goals, with the process changes and training that make it stick.",
      features: ["Data Strategy", "Process Optimization", "Change Management"],
    },
    {
      icon: "workflow",
      title: "Data Automation",
      description:
        "Replace copy-paste reporting with automated workflows that run on time and check their own quality.",
      features: ["Process Automation", "Workflow Optimization", "Quality Assurance"],
    },
    {
      icon: "gauge",
      title: "Performance Analytics",
      description:
        "Measure what drives results across teams, stores or channels, and know exactly where to improve next.",
      features: ["Performance Tracking", "Optimization Insights", "Benchmarking"],
    },
  ],
};
