import {
  Award,
  Banknote,
  Building2,
  ChartColumn,
  Compass,
  Database,
  Gauge,
  Handshake,
  HeartPulse,
  Lightbulb,
  Recycle,
  ShieldCheck,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  Workflow,
  Zap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "./icon-names";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  banknote: Banknote,
  building: Building2,
  "chart-column": ChartColumn,
  compass: Compass,
  database: Database,
  gauge: Gauge,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  lightbulb: Lightbulb,
  recycle: Recycle,
  "shield-check": ShieldCheck,
  target: Target,
  timer: Timer,
  "trending-down": TrendingDown,
  "trending-up": TrendingUp,
  workflow: Workflow,
  zap: Zap,
};

/**
 * A decorative icon chosen by name from content. Hidden from assistive technology
 * (`aria-hidden`): the text beside it carries the meaning (WCAG 1.1.1).
 */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
