import type { HeroStatsContent } from "./schema";

/** Hero stats, in display order (spec sections 2 "Hero" and 9). */
export const heroStats: HeroStatsContent = [
  { value: "8+", label: "Projects Completed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "3+", label: "Years Experience" },
];
