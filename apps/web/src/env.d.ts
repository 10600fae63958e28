interface ImportMetaEnv {
  /** Base address of the JSON API; `/api` when unset. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
