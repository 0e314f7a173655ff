/** Keystatic's editing app, with the configuration derived from the content schemas. */
import { makePage } from '@keystatic/astro/ui';
import config from './config.ts';

export const KeystaticEditor = makePage(config);
