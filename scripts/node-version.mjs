/**
 * First import of every npm script that runs the site's TypeScript: stops with what to do when the
 * Node running it cannot strip types (older than 22.18). `npm install` puts Node 24 (the `node`
 * dependency) into node_modules/.bin, which npm scripts find before the system's Node, so this
 * only fires when a script is run outside npm or before `npm install`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  const root = resolve(import.meta.dirname, '..');
  const bundled = join(root, 'node_modules/.bin/node');
  const advice = existsSync(bundled)
    ? `Run it through npm (\`npm start\`, \`npm test\`, \`npm run …\`), which uses the Node 24 in node_modules/.bin, or call ${bundled} directly.`
    : 'Run `npm install` first: it installs Node 24 into node_modules/.bin, which npm scripts use before the system Node. Or install Node 24 yourself (.nvmrc).';
  console.error(
    `This project needs Node 22.18 or newer (its server runs TypeScript through Node's type stripping); this is Node ${process.versions.node} (${process.execPath}).\n${advice}`,
  );
  process.exit(1);
}
