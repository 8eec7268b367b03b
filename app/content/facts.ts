import type { IconName } from "~/assets/icon-names";
import type { Figure } from "~/lib/figures";

/**
 * What the pages list that is not language: ids, icons, figures and images, in display
 * order, the same for every locale (spec sections 2, 3 and 9). Each locale's copy
 * (`app/content/copy/`) gives the words for these ids; `formatFigure` writes the figures in
 * the locale's style ("$2.4M", "US$ 2,4 millones").
 */

/** Hero stats (spec sections 2 "Hero" and 9). */
export const heroStats = [
  { id: "projects", figure: { kind: "count", value: 8, orMore: true } },
  { id: "satisfaction", figure: { kind: "percent", value: 98 } },
  { id: "experience", figure: { kind: "count", value: 3, orMore: true } },
] as const satisfies readonly { id: string; figure: Figure }[];

/** The Track Record panel (spec sections 2 "About" and 9). */
export const trackRecord = [
  { id: "fortune500Clients", figure: { kind: "notYet" } },
  { id: "dataScientists", figure: { kind: "count", value: 1 } },
  { id: "industriesServed", figure: { kind: "count", value: 3 } },
  { id: "averageRoiIncrease", figure: { kind: "percent", value: 340 } },
] as const satisfies readonly { id: string; figure: Figure }[];

/** The six service cards (spec sections 2 "Services" and 3). */
export const services = [
  { id: "businessIntelligence", icon: "chart-column" },
  { id: "predictiveAnalytics", icon: "trending-up" },
  { id: "dataEngineering", icon: "database" },
  { id: "strategicConsulting", icon: "compass" },
  { id: "dataAutomation", icon: "workflow" },
  { id: "performanceAnalytics", icon: "gauge" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** The four values of the About section (spec section 2 "About"). */
export const values = [
  { id: "excellence", icon: "award" },
  { id: "partnership", icon: "handshake" },
  { id: "results", icon: "target" },
  { id: "innovation", icon: "lightbulb" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** An illustration's file and intrinsic size, in px. */
interface ImageFacts {
  src: string;
  widthPx: number;
  heightPx: number;
}

/**
 * The three case studies (spec section 3): id (also the fragment of its card), image and
 * results. Titles, industries and the results are the spec's.
 */
export const caseStudies = [
  {
    id: "retail-chain-optimization",
    image: { src: "/images/case-studies/retail.svg", widthPx: 640, heightPx: 480 },
    results: [
      { id: "annualCostSavings", icon: "banknote", figure: { kind: "usd", value: 2_400_000 } },
      { id: "wasteReduction", icon: "recycle", figure: { kind: "percent", value: 35 } },
      { id: "implementation", icon: "timer", figure: { kind: "months", value: 3 } },
    ],
  },
  {
    id: "healthcare-network-performance-analytics",
    image: { src: "/images/case-studies/healthcare.svg", widthPx: 640, heightPx: 480 },
    results: [
      {
        id: "patientSatisfactionImprovement",
        icon: "heart-pulse",
        figure: { kind: "percent", value: 25 },
      },
      { id: "fasterProcessing", icon: "zap", figure: { kind: "percent", value: 40 } },
      { id: "saved", icon: "banknote", figure: { kind: "usd", value: 1_800_000 } },
      { id: "facilitiesCovered", icon: "building", figure: { kind: "count", value: 12 } },
    ],
  },
  {
    id: "financial-services-risk-assessment",
    image: { src: "/images/case-studies/finance.svg", widthPx: 640, heightPx: 480 },
    results: [
      {
        id: "riskAccuracyImprovement",
        icon: "shield-check",
        figure: { kind: "percent", value: 45 },
      },
      { id: "defaultDecrease", icon: "trending-down", figure: { kind: "percent", value: 28 } },
      { id: "fasterApprovals", icon: "zap", figure: { kind: "percent", value: 60 } },
    ],
  },
] as const satisfies readonly {
  id: string;
  image: ImageFacts;
  results: readonly { id: string; icon: IconName; figure: Figure }[];
}[];

export type HeroStatId = (typeof heroStats)[number]["id"];
export type TrackRecordId = (typeof trackRecord)[number]["id"];
export type ServiceId = (typeof services)[number]["id"];
export type ValueId = (typeof values)[number]["id"];
export type CaseStudyId = (typeof caseStudies)[number]["id"];
export type ResultId = (typeof caseStudies)[number]["results"][number]["id"];
