import { isRouteErrorResponse } from "react-router";

/**
 * What a loader throws, as a route error response (React Router's `data()`), when the content
 * check finds the content invalid (`withContentProblems` in app/content/content.server.ts):
 * only the dev server can get there, since every build runs the check first.
 */
export interface ContentProblemsData {
  /** Each problem as the content check words it: `app/content/en/home.yaml → meta.title: …`. */
  contentProblems: string[];
}

/** The status text of that response: the content check's own first words. */
export const invalidContentStatusText = "Invalid content";

/**
 * The content check's problems, when `error` is the route error response a loader throws for
 * invalid content; `null` for any other error.
 *
 * @param error - what an `ErrorBoundary` receives.
 */
export function contentProblemsOf(error: unknown): string[] | null {
  if (!isRouteErrorResponse(error) || error.statusText !== invalidContentStatusText) return null;
  const problems = (error.data as Partial<ContentProblemsData> | null)?.contentProblems;
  return Array.isArray(problems) && problems.every((problem) => typeof problem === "string")
    ? problems
    : null;
}
