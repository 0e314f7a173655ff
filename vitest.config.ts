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
    // A committed .only would run that test alone and call the run green: CI refuses it (lint too).
    allowOnly: !process.env.CI,
  },
});
