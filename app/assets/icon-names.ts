/**
 * Names of the site's icons: the interface's (arrows, menu, copy…) and those content may use
 * (validated by the content schema). Each is a symbol of the sprite `app/assets/icons.svg`,
 * drawn from the lucide-react icon that `tooling/icons/icon-set.ts` maps it to.
 */
export const iconNames = [
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "calendar-check",
  "chart-no-axes-combined",
  "check",
  "clock",
  "copy",
  "map-pin",
  "menu",
  "message-circle",
  "whatsapp",
  "phone",
  "rss",
  "x",
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
