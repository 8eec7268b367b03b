import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { CaseStudyData } from "./case-study-view";

/**
 * A case study's results: icon, value and label each, in full rows on wider screens. The
 * values of a row share one line (each tile is packed from the top, so a wrapping label grows
 * downwards), and a value too long for its tile ("US$ 2,4 millones") breaks into even lines.
 */
export function CaseStudyResults({ results }: { results: CaseStudyData["results"] }) {
  return (
    <dl
      className={cn(
        "mt-7 grid grid-cols-2 gap-4",
        // Full rows on wider screens: three results side by side, four as two by two.
        results.length % 3 === 0 ? "sm:grid-cols-3" : "sm:grid-cols-2",
      )}
    >
      {results.map((result) => (
        <div
          key={result.id}
          className="flex flex-col-reverse justify-end gap-1 rounded-button bg-surface p-4"
        >
          <dt className="text-xs leading-snug text-muted">{result.label}</dt>
          <dd className="flex items-center gap-2 text-lg font-semibold tracking-tight text-balance text-ink sm:text-xl">
            <Icon name={result.icon} className="size-4 shrink-0 text-accent" />
            {result.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
