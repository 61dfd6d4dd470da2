/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API host, e.g. https://directory.example.org; empty for the SPA's own origin. */
  readonly VITE_API_URL?: string;
}
