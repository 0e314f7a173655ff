/// <reference types="astro/client" />

declare module 'virtual:cirrus/build' {
  /** Id of this build; pages carry it so the client notices a new deploy. */
  export const buildId: string;
  /** Configuration baked into the static pages at build time. */
  export const buildConfig: import('./config/env').BuildTimeConfig;
}

declare namespace App {
  interface Locals {
    /** Id of the request, for log lines and error reports. */
    requestId?: string;
  }
}
