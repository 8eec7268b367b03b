import type { CommonCopy } from "~/content/common-words";
import type { SiteContent } from "~/content/schema";
import { AboutSection } from "./about-section";
import type { HomeSectionsData } from "./sections-data";
import { ServicesSection } from "./services-section";

/**
 * The services and about sections (docs/requirements.md R6–R8) from the home page's sections'
 * props, with their anchors, links and new-tab note: what the loader builds to HTML at
 * prerender (static-sections.server.tsx) and the editor's preview draws (app/editor-preview/).
 *
 * @param data - the sections' props, as `homeSectionsData` gives them.
 * @param navigation - the locale's navigation words: section anchors, "(opens in a new tab)".
 * @param site - the scheduling page and LinkedIn page of site.yaml.
 */
export function ServicesAndAbout({
  data: { words, services, values, trackRecord },
  navigation,
  site,
}: {
  data: Pick<HomeSectionsData, "words" | "services" | "values" | "trackRecord">;
  navigation: Pick<CommonCopy["navigation"], "sectionIds" | "opensInNewTab">;
  site: Pick<SiteContent, "consultation" | "linkedInUrl">;
}) {
  return (
    <>
      <ServicesSection
        sectionId={navigation.sectionIds.services}
        words={words.services}
        services={services}
        bookingUrl={site.consultation.url}
        newTabNote={navigation.opensInNewTab}
      />
      <AboutSection
        sectionId={navigation.sectionIds.about}
        words={words.about}
        trackRecordHeading={words.trackRecord.heading}
        values={values}
        trackRecord={trackRecord}
        linkedInUrl={site.linkedInUrl}
        newTabNote={navigation.opensInNewTab}
      />
    </>
  );
}
