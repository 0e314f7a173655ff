/**
 * Registers `client:interaction` (src/client/interaction-directive.ts): islands that load their
 * JavaScript on first use instead of when the browser is idle.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'cirrus:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../client/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
