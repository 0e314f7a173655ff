/**
 * Astro's on-demand image endpoint (`/_image`) re-encodes any image for anyone who asks, at 0.5-1 s
 * of CPU each. Every size the site shows is made at build (src/lib/images/picture.ts), so a built
 * site replaces the endpoint with one that answers 404; `astro dev` keeps Astro's own, which it uses
 * to serve images while editing.
 */
import type { AstroIntegration } from 'astro';

export function imageEndpoint(): AstroIntegration {
  return {
    name: 'cirrus:image-endpoint',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') return;
        updateConfig({
          image: { endpoint: { route: '/_image', entrypoint: './src/lib/images/image-endpoint-refused.ts' } },
        });
      },
    },
  };
}
