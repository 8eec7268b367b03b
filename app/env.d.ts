interface ImportMetaEnv {
  /** The site's canonical origin, e.g. https://www.example.com (set at build time). */
  readonly SITE_URL?: string;
}
