import { fileURLToPath } from 'node:url';

/** The HiveKeeper work tree, so the app synthesizes the same from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
