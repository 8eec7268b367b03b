import type { CaseStudyData } from "./case-study-view";
import { CaseStudyCard, type CaseStudyLabels } from "./case-study-card";

/**
 * One card per case study, as many as the content has, the image side alternating on wide
 * screens (docs/requirements.md R12).
 */
export function CaseStudiesList({
  caseStudies,
  labels,
}: {
  caseStudies: CaseStudyData[];
  labels: CaseStudyLabels;
}) {
  return (
    <div className="container-page flex flex-col gap-8 pb-20 sm:gap-10">
      {caseStudies.map((caseStudy, index) => (
        <CaseStudyCard
          key={caseStudy.id}
          caseStudy={caseStudy}
          labels={labels}
          isReversed={index % 2 === 1}
          isFirst={index === 0}
        />
      ))}
    </div>
  );
}
