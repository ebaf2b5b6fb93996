/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which build of the web app this is (frontend/vite.config.ts): an offline copy is read only by its own build. */
  readonly VITE_BUILD_ID?: string;
}
