import { defaultContentRoot } from "./default-content";

// The loaders read the content under the current directory, as the build runs them at the
// repository root: `npm run test:spec` runs them at the default content's root instead, so it
// checks the specified content whatever the owner has published in app/content/.
process.chdir(defaultContentRoot);
