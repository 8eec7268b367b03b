/**
 * A slug or a translation key: lowercase ASCII words joined by hyphens. An article's slug is
 * its file name and the last segment of its URL (app/content/articles.ts), and the hosts'
 * configuration matches article URLs with the same words (tooling/build-steps/hosts/url-policy.ts).
 */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
