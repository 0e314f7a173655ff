/** Types of the site's own client directives (src/integrations/interaction-directive.ts). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first use inside the island, or at once when the address has one of these parameters. */
    'client:interaction'?: readonly string[] | boolean;
  }
}
