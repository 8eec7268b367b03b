import type { TeamMemberShown } from "~/content/team-and-clients";
import { teamPhotoSlot } from "~/content/image-slots";
import { Card, CardTitle } from "~/components/ui/card";
import { ContentImage } from "~/components/reading/content-image";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * The team section, after about: each person's photo, name, role, one line of background and,
 * when given, a link to their LinkedIn page (a new tab, said to screen readers: WCAG 3.2.5).
 * Renders nothing while the team is empty. Static markup: the home page renders it at build
 * time only (app/pages/home/static-sections.server.tsx), so it adds no JavaScript.
 *
 * @param words - the section's eyebrow and heading in the page's language.
 * @param members - the people, in the order of app/content/team-and-clients.yaml.
 * @param newTabNote - read after a link that opens a new tab.
 */
export function TeamSection({
  words,
  members,
  newTabNote,
}: {
  words: { eyebrow: string; heading: string };
  members: readonly TeamMemberShown[];
  newTabNote: string;
}) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="bg-surface py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="team-heading" eyebrow={words.eyebrow} heading={words.heading} />
        <ul className="mt-14 flex flex-wrap justify-center gap-5">
          {members.map((member) => (
            <li key={member.id} className="flex w-full sm:max-w-sm sm:grow sm:basis-80">
              <Card className="flex flex-1 flex-col items-center text-center">
                <ContentImage
                  image={member.photo}
                  alt=""
                  sizes={teamPhotoSlot.sizes}
                  isLargest={false}
                  className="size-40 rounded-full bg-line object-cover"
                />
                <CardTitle className="mt-5">{member.name}</CardTitle>
                <p className="mt-1 text-sm font-semibold text-accent">{member.role}</p>
                <p className="mt-3 leading-relaxed text-pretty text-body">{member.background}</p>
                {member.linkedIn && (
                  <ExternalLink
                    href={member.linkedIn.href}
                    newTabNote={newTabNote}
                    className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-accent underline-offset-4 hover:underline [&_svg]:size-4"
                  >
                    {member.linkedIn.label}
                    <Icon name="arrow-up-right" />
                  </ExternalLink>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
