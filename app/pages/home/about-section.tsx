import { analyticsEvents, placedIn, trackedAs } from "~/lib/analytics-events";
import type { HomePageData } from "./data.server";
import type { HomeWords } from "./words";
import { buttonVariants } from "~/components/ui/button";
import { CardIcon } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * The about section, `#about` (docs/requirements.md R7, R8): who we are, the four values, Learn
 * More About Us opening the LinkedIn page in a new tab, and the Track Record panel. Static: the
 * home page builds it to HTML at prerender (static-sections.server.tsx), so it takes everything
 * it shows as props and its code never reaches the browser.
 *
 * @param sectionId - the section's anchor (`navigation.sectionIds.about` of common.yaml).
 * @param linkedInUrl - the consultancy's LinkedIn page (`linkedInUrl` of site.yaml).
 * @param newTabNote - the page language's "(opens in a new tab)".
 */
export function AboutSection({
  sectionId,
  words: about,
  trackRecordHeading,
  values,
  trackRecord,
  linkedInUrl,
  newTabNote,
}: {
  sectionId: string;
  words: HomeWords["about"];
  trackRecordHeading: string;
  values: HomePageData["values"];
  trackRecord: HomePageData["trackRecord"];
  linkedInUrl: string;
  newTabNote: string;
}) {
  return (
    <section
      id={sectionId}
      {...(__ANALYTICS__ && placedIn("about"))}
      aria-labelledby="about-heading"
      className="py-20 sm:py-28"
    >
      <div className="container-page grid gap-14 lg:grid-cols-[1.2fr_0.8fr] lg:items-start">
        <div>
          <SectionHeading
            id="about-heading"
            eyebrow={about.eyebrow}
            heading={about.heading}
            align="start"
          />
          {about.paragraphs.map((paragraph) => (
            <p
              key={paragraph}
              className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-body"
            >
              {paragraph}
            </p>
          ))}
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {values.map(({ id, icon, words: value }) => (
              <li key={id} className="flex gap-4">
                <CardIcon>
                  <Icon name={icon} />
                </CardIcon>
                <div>
                  <h3 className="font-semibold text-ink">{value.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-body">{value.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <ExternalLink
            newTabNote={newTabNote}
            href={linkedInUrl}
            {...(__ANALYTICS__ && trackedAs(analyticsEvents.linkedIn))}
            className={buttonVariants({ variant: "secondary", size: "lg", className: "mt-10" })}
          >
            {about.ctaLabel}
            <Icon name="arrow-up-right" />
          </ExternalLink>
        </div>
        <div className="rounded-card bg-night p-8 text-white shadow-xl sm:p-10 lg:sticky lg:top-28">
          <h3 className="text-xl font-semibold">{trackRecordHeading}</h3>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8">
            {trackRecord.map((item) => (
              <div key={item.id} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-white/75">{item.label}</dt>
                <dd className="text-2xl font-semibold tracking-tight text-accent-bright sm:text-3xl">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
