import type { MetaDescriptor } from "react-router";

/**
 * The meta tags of a route, for its `meta` export: `<title>` and the description, plus
 * `robots: noindex` when `isIndexable` is false (the Not-found page).
 */
export function buildMeta({
  title,
  description,
  isIndexable = true,
}: {
  title: string;
  description: string;
  isIndexable?: boolean;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    ...(isIndexable ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
