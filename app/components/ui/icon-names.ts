/**
 * Names of the icons content may use. Content refers to icons by name (validated by the
 * content schema); `Icon` maps each name to its lucide-react component.
 */
export const iconNames = [
  "award",
  "banknote",
  "building",
  "chart-column",
  "compass",
  "database",
  "gauge",
  "handshake",
  "heart-pulse",
  "lightbulb",
  "recycle",
  "shield-check",
  "target",
  "timer",
  "trending-down",
  "trending-up",
  "workflow",
  "zap",
] as const;

/** One of {@link iconNames}. */
export type IconName = (typeof iconNames)[number];
