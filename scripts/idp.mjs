#!/usr/bin/env node
/**
 * `npm run idp`: the development identity provider alone, for `npm run dev` (Astro's dev server
 * does not run main.ts). In development unless NODE_ENV says otherwise (development.mjs).
 */
import './node-version.mjs';
import { developmentUnlessDeployed } from './development.mjs';

developmentUnlessDeployed('npm run idp');
await import('../src/server/idp/standalone.ts');
