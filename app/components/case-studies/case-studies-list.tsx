import { useCaseStudiesPage } from "~/i18n/page-data";
import { CaseStudyCard } from "./case-study-card";

/**
 * One card per case study, as many as the content has, the image side alternating on wide
 * screens (spec section 2).
 */
export function CaseStudiesList() {
  const { caseStudies } = useCaseStudiesPage();
  return (
    <div className="container-page flex flex-col gap-8 pb-20 sm:gap-10">
      {caseStudies.map((caseStudy, index) => (
        <CaseStudyCard
          key={caseStudy.id}
          caseStudy={caseStudy}
          isReversed={index % 2 === 1}
          isFirst={index === 0}
        />
      ))}
    </div>
  );
}
