import type { TrackRecordContent } from "./schema";

/** The Track Record panel of the About section (spec sections 2 "About" and 9). */
export const trackRecord: TrackRecordContent = {
  heading: "Track Record",
  items: [
    { label: "Fortune 500 Clients", value: "Not there yet" },
    { label: "Data Scientists", value: "1" },
    { label: "Industries Served", value: "3" },
    { label: "Average ROI Increase", value: "340%" },
  ],
};
