import { z } from "zod";
import { formatMessage } from "../lib/message.ts";
import type { ResponsiveImage } from "./content-images.ts";
import { idSchema } from "./figure-schemas.ts";
import { imageSlots } from "./image-slots.ts";
import { contentImageSrcSchema, readImage } from "./read-image.ts";
import { contentFolder, readContentFile, shown, type ReadContext } from "./read-file.ts";
import { httpsUrlSchema, text } from "./schema.ts";

/**
 * The facts of the home page's proof sections, once for every language
 * (app/content/team-and-clients.yaml): the team's names, photos and LinkedIn pages, who said
 * each testimonial (or that it is anonymised) and which case study it belongs to, and the
 * clients' logos. The words of each (a member's role and background, a quote) are in each
 * locale's home.yaml, keyed by the ids given here (docs/decisions/056-proof-sections.md).
 * Every list may be empty: a section with no entries is not on the page.
 */

/** The file's name inside app/content/. */
export const teamAndClientsFile = "team-and-clients.yaml";

/** A case study's file name without `.yaml`, as a testimonial names it. */
const caseStudyIdSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "must be the file name of a case study without .yaml, such as retail-chain-optimization",
  );

/** Two entries of a list with the same id: the words of each locale could not tell them apart. */
function uniqueIds(list: readonly { id: string }[], context: z.RefinementCtx) {
  list.forEach(({ id }, index) => {
    if (list.findIndex((other) => other.id === id) !== index) {
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: `"${id}" is the id of an earlier entry: each entry needs its own id`,
      });
    }
  });
}

/** One person of the team: the facts that are the same in every language. */
const teamMemberSchema = z.object({
  id: idSchema.meta({
    title: "Id",
    description:
      "A short name in camelCase, such as anaRuiz: the same id names the person's role and background in Page words → Home page → Team, in every language.",
  }),
  name: text.meta({ title: "Name", description: "First name and surname, as on the page." }),
  photo: contentImageSrcSchema.meta({
    title: "Photo",
    description: `A PNG, JPEG, WebP or AVIF portrait at least ${imageSlots.teamPhoto.widestPx} pixels wide (400 or more looks sharp on every phone), shown in a circle: keep the face in the middle. The site makes the smaller copies phones get. SVG files are refused (an SVG can carry script).`,
    widget: "image",
  }),
  linkedInUrl: httpsUrlSchema
    .meta({
      title: "LinkedIn page (optional)",
      description:
        "The full address of the person's LinkedIn profile, https://www.linkedin.com/in/…; leave empty for no link.",
    })
    .optional(),
});

/**
 * Who said a testimonial: a person's name and company, or `anonymised: true` (the page then
 * says so in its language instead of a company; a name, initials say, stays optional).
 */
const testimonialSchema = z
  .object({
    id: idSchema.meta({
      title: "Id",
      description:
        "A short name in camelCase, such as retailOperations: the same id names the quote and role in Page words → Home page → Testimonials, in every language.",
    }),
    name: text
      .meta({
        title: "Person's name",
        description:
          "Required unless the testimonial is anonymised; for an anonymised one, leave it empty or give initials only.",
      })
      .optional(),
    company: text
      .meta({
        title: "Company",
        description:
          "Required unless the testimonial is anonymised; leave it empty for an anonymised one.",
      })
      .optional(),
    anonymised: z
      .boolean()
      .meta({
        title: "Anonymised",
        description:
          "Tick when the client asked not to be named: the page then shows the words of Page words → Home page → Testimonials → Anonymised client instead of a company.",
      })
      .optional(),
    /** The case study it belongs to; the quote then links to its card. */
    caseStudy: caseStudyIdSchema
      .meta({
        title: "Case study (optional)",
        description: "The case study this client's quote belongs to: the quote then links to it.",
        relation: { collection: "caseStudies", displayField: "title" },
      })
      .optional(),
  })
  .superRefine((testimonial, context) => {
    if (testimonial.anonymised) {
      if (testimonial.company !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["company"],
          message: "an anonymised testimonial names no company: delete it, or untick Anonymised",
        });
      }
      return;
    }
    for (const field of ["name", "company"] as const) {
      if (testimonial[field] === undefined) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: `is missing: a testimonial that is not anonymised gives the person's name and company`,
        });
      }
    }
  });

/** One client's logo: the client's name (also the logo's text alternative) and the image. */
const clientLogoSchema = z.object({
  name: text.meta({
    title: "Client name",
    description: "The company's name: read by screen readers and shown if the logo cannot load.",
  }),
  logo: contentImageSrcSchema.meta({
    title: "Logo",
    description: `A PNG (transparent background works best), JPEG, WebP or AVIF logo at least ${imageSlots.clientLogo.widestPx} pixels wide, shown at most 48 pixels tall. SVG files are refused (an SVG can carry script): export the logo as a PNG.`,
    widget: "image",
  }),
});

/** app/content/team-and-clients.yaml as the file holds it. */
export const teamAndClientsFileSchema = z
  .object({
    team: z
      .array(teamMemberSchema)
      .superRefine(uniqueIds)
      .meta({
        title: "Team",
        description:
          "The people of the company, in the order the home page shows them (after About). Leave the list empty and the section is not on the page. Each person's role and background are in Page words → Home page → Team, in every language, under the same id.",
      })
      .optional(),
    testimonials: z
      .array(testimonialSchema)
      .superRefine(uniqueIds)
      .meta({
        title: "Testimonials",
        description:
          "What clients said about the work, in the order the home page shows them (before Contact). Leave the list empty and the section is not on the page. Each quote and the person's role are in Page words → Home page → Testimonials, in every language, under the same id.",
      })
      .optional(),
    clientLogos: z
      .array(clientLogoSchema)
      .meta({
        title: "Client logos",
        description:
          "Logos of clients who agreed to be named, in the order the home page shows them (before Contact). Leave the list empty and the strip is not on the page.",
      })
      .optional(),
  })
  .meta({ title: "Team and clients (all languages)" });

/** A team member as the pages get it: the photo planned at the sizes its slot needs. */
export interface TeamMember {
  id: string;
  name: string;
  photo: ResponsiveImage;
  linkedInUrl?: string;
}

/** A team member with their words in one language, as the team section and a byline show them. */
export interface TeamMemberShown extends Omit<TeamMember, "linkedInUrl"> {
  role: string;
  background: string;
  /** Their LinkedIn page and the link's words ("Ana Ruiz on LinkedIn"), when the team gives one. */
  linkedIn?: { href: string; label: string };
}

/**
 * A team member with their words in a language: their role and background from the team's
 * words of that language's home.yaml (the content check has matched the ids), and the link to
 * their LinkedIn page named by the team's `linkedInLink` template.
 *
 * @param person - the member, as app/content/team-and-clients.yaml gives them.
 * @param team - the team's words in the language (`home.team`).
 * @param lang - the language's BCP 47 tag, for formatting the link's words.
 */
export function teamMemberShown(
  { id, name, photo, linkedInUrl }: TeamMember,
  team: {
    linkedInLink: string;
    members?: readonly { id: string; role: string; background: string }[];
  },
  lang: string,
): TeamMemberShown {
  const words = team.members?.find((member) => member.id === id);
  return {
    id,
    name,
    photo,
    role: words?.role ?? "",
    background: words?.background ?? "",
    ...(linkedInUrl && {
      linkedIn: { href: linkedInUrl, label: formatMessage(team.linkedInLink, { name }, lang) },
    }),
  };
}

/** A testimonial's facts as the pages get them. */
export type TestimonialFacts = z.output<typeof testimonialSchema> & { anonymised: boolean };

/** A client's logo as the pages get it. */
export interface ClientLogo {
  name: string;
  logo: ResponsiveImage;
}

/** The proof sections' facts, checked, their images planned. */
export interface TeamAndClients {
  team: TeamMember[];
  testimonials: TestimonialFacts[];
  clientLogos: ClientLogo[];
  /** The source file of every image named, relative to the repository, for the build. */
  imageFiles: string[];
}

/**
 * Reads and checks app/content/team-and-clients.yaml and its images (each as wide as its slot
 * draws it at least: app/content/image-slots.ts).
 *
 * @param context - the repository root and the problem list, which this appends to.
 * @returns the facts, or `undefined` when the file or an image has a problem.
 */
export function readTeamAndClients(context: ReadContext): TeamAndClients | undefined {
  const file = readContentFile(teamAndClientsFile, teamAndClientsFileSchema, context);
  if (!file) return undefined;
  const before = context.problems.length;
  const where = (field: string) => `${shown(teamAndClientsFile)} → ${field}`;
  const team = (file.team ?? []).map(({ photo, ...member }, index) => ({
    ...member,
    photo: readImage(photo, where(`team[${index + 1}].photo`), context, "teamPhoto"),
  }));
  const clientLogos = (file.clientLogos ?? []).map(({ logo, name }, index) => ({
    name,
    logo: readImage(logo, where(`clientLogos[${index + 1}].logo`), context, "clientLogo"),
  }));
  if (context.problems.length > before) return undefined;
  return {
    team: team as TeamMember[],
    testimonials: (file.testimonials ?? []).map((testimonial) => ({
      ...testimonial,
      anonymised: testimonial.anonymised ?? false,
    })),
    clientLogos: clientLogos as ClientLogo[],
    imageFiles: [
      ...(file.team ?? []).map(({ photo }) => `${contentFolder}${photo}`),
      ...(file.clientLogos ?? []).map(({ logo }) => `${contentFolder}${logo}`),
    ],
  };
}
