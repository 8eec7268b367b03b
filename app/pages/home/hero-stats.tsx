import type { FormattedFigure } from "./sections-data";

/**
 * The hero's row of three figures under the calls to action, each value above its label,
 * titled for screen readers by `label` (docs/requirements.md R5). The values share one line
 * whatever their labels' lengths: each column is packed from the top (`justify-end` in a
 * reversed column), so a label that wraps only grows downwards.
 */
export function HeroStats({ label, stats }: { label: string; stats: FormattedFigure[] }) {
  return (
    <div className="container-page mt-16 sm:mt-20">
      <h2 className="sr-only">{label}</h2>
      <dl className="grid grid-cols-3 divide-x divide-line rounded-card border border-line bg-card/80 py-6 shadow-card">
        {stats.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col-reverse items-center justify-end gap-1 px-2 text-center"
          >
            <dt className="text-xs leading-snug text-muted sm:text-sm">{stat.label}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
