import type { ValuesContent } from "./schema";

/** The four values of the About section, in display order (spec section 2 "About"). */
export const values: ValuesContent = [
  {
    icon: "award",
    title: "Excellence",
    description: "Rigorous methods, tested code and numbers we can defend in front of your board.",
  },
  {
    icon: "handshake",
    title: "Partnership",
    description:
      "We work inside your team, share everything we build and leave you able to run it.",
  },
  {
    icon: "target",
    title: "Results",
    description:
      "Every project starts with a measurable goal and ends with a report on whether we hit it.",
  },
  {
    icon: "lightbulb",
    title: "Innovation",
    description:
      "Modern cloud and machine-learning tools, used only where they pay for themselves.",
  },
];
