/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Through Astro's Vite config, so tests can import modules that use `astro:content` and friends.
export default getViteConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server tests start real processes and databases: keep them from starving each other on 2 cores.
    maxWorkers: 2,
    // A worker keeps the modules it has imported from one file to the next, instead of importing
    // Astro's config, the schemas and the server's modules again for each of 153 files: the run
    // took 477 s against 639 s here (docs/performance.md). The tests leave no state behind them to
    // allow it: none sets process.env, and the one that fakes the clock restores it.
    isolate: false,
    // And what a test stubs is put back after it, whether or not the file remembers to.
    unstubGlobals: true,
    unstubEnvs: true,
    // A committed .only would run that test alone and call the run green: CI refuses it (lint too).
    allowOnly: !process.env.CI,
  },
});
