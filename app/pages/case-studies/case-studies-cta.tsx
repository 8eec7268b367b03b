import { placedIn } from "~/lib/analytics-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { CaseStudiesWords } from "./words";

/**
 * The closing call to action: Get Started Today, to `contactPath`, the home page's contact
 * section (docs/requirements.md R12).
 */
export function CaseStudiesCta({
  cta,
  contactPath,
}: {
  cta: CaseStudiesWords["cta"];
  contactPath: string;
}) {
  return (
    <section
      {...(__ANALYTICS__ && placedIn("case-studies"))}
      aria-labelledby="case-studies-cta-heading"
      className="bg-night py-20 text-white sm:py-24"
    >
      <div className="container-page max-w-3xl text-center">
        <h2
          id="case-studies-cta-heading"
          className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-white/80">{cta.text}</p>
        <Link
          to={contactPath}
          className={buttonVariants({
            variant: "inverse",
            size: "lg",
            className: "mt-9",
          })}
        >
          {cta.label}
          <Icon name="arrow-right" />
        </Link>
      </div>
    </section>
  );
}
