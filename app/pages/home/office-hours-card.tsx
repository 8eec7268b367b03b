import { Card, CardIcon, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { HomePageData } from "./data.server";
import { OfficeStatus } from "./office-status";

/**
 * The contact section's office-hours card: one line per run of days, then the live open-now
 * line ({@link OfficeStatus}).
 */
export function OfficeHoursCard({
  title,
  hours: { schedule, statusLines },
}: {
  title: string;
  hours: HomePageData["contact"];
}) {
  return (
    <Card>
      <CardIcon>
        <Icon name="clock" />
      </CardIcon>
      <CardTitle className="mt-5">{title}</CardTitle>
      <dl className="mt-2 space-y-1.5 text-sm">
        {schedule.map((line) => (
          <div key={line.days} className="flex justify-between gap-4">
            <dt className="text-body">{line.days}</dt>
            <dd className="font-medium text-ink">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <OfficeStatus statusLines={statusLines} className="mt-4" />
    </Card>
  );
}
