import { z } from "zod";
import { defineContent, statSchema } from "./schema";

/** Hero stats, in display order (spec sections 2 "Hero" and 9). */
export const heroStats = defineContent("stats", z.array(statSchema).length(3), [
  { value: "8+", label: "Projects Completed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "3+", label: "Years Experience" },
]);
