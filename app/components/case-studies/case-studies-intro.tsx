import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { locales } from "~/i18n/locales";
import { useCaseStudiesPage } from "~/i18n/page-data";
import { useLocale } from "~/i18n/use-locale";
import { SectionHeading } from "../ui/section-heading";

/** The top of the case studies page: Back to Home and the page's one `h1` (spec section 2). */
export function CaseStudiesIntro() {
  const caseStudiesPage = useCaseStudiesPage().words;
  const home = locales[useLocale()].paths.home;
  return (
    <div className="container-page pt-28 pb-12 sm:pt-32">
      <Link
        to={home}
        className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-body hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="arrow-left" className="size-4" />
        {caseStudiesPage.backToHome}
      </Link>
      <SectionHeading
        as="h1"
        id="case-studies-heading"
        eyebrow={caseStudiesPage.eyebrow}
        heading={caseStudiesPage.heading}
        intro={caseStudiesPage.intro}
        align="start"
        className="mt-6"
      />
    </div>
  );
}
