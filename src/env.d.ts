/// <reference types="astro/client" />

declare module 'virtual:cirrus/build' {
  /** Id of this build; pages carry it so the client notices a new deploy. */
  export const buildId: string;
  /** Configuration baked into the static pages at build time. */
  export const buildConfig: import('./config/env').BuildTimeConfig;
}

declare module '*?inline-script' {
  /** The file compiled and minified into one classic script's text (src/integrations/inline-scripts.ts). */
  const code: string;
  export default code;
}

declare namespace App {
  interface Locals {
    /** Id of the request, for log lines and error reports. */
    requestId?: string;
    /** The server's long-lived services (database, leads, outbox…); absent while prerendering. */
    services?: import('./server/services').Services;
    /** The client's address and user agent, proxy-aware (rate limits only; never stored). */
    client?: import('./server/http/request-guards').ClientInfo;
    /** Where login happens and what portal tokens must say (set by the server at start). */
    identity?: import('./server/auth/identity-config').IdentityConfig;
    /**
     * The content editor on the editing instance: the checkout it writes, and the editor a request
     * belongs to once the server's gate let it through (src/server/editor/gate.ts). Absent elsewhere.
     */
    editor?: { repoDir: string; session?: import('./server/editor/session').EditorSession };
    /**
     * The served build's prerendered files (dist/client), set by the site server for the build that
     * answers the request: on-demand pages read the pictures the build made for them there
     * (lib/server-only/images/on-demand-pictures.ts). Absent under `astro dev`.
     */
    clientDir?: string;
  }
}
