// Temporary probe (not committed): long tasks and main-thread breakdown for one page.
import '../node-version.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createServer } from 'node:http';
import { startSiteProcess } from '../../tests/support/site-process.ts';
const paths = process.argv.slice(2);
const site = await startSiteProcess();
const ref = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title></head><body><main><h1>Reference</h1><p>One paragraph.</p></main></body></html>';
const server = createServer((_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end(ref));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
try {
  for (const path of paths) {
    const url = path === 'REF' ? `http://127.0.0.1:${server.address().port}/` : new URL(path, site.url).href;
    for (let i = 0; i < 2; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      console.log(`\n== ${path} run ${i} TBT ${lhr.audits['total-blocking-time'].numericValue}`);
      const lt = lhr.audits['long-tasks']?.details?.items ?? [];
      for (const t of lt) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url);
      const mt = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
      console.log('  breakdown', mt.map((m) => `${m.group}:${Math.round(m.duration)}`).join(' '));
      const bt = lhr.audits['bootup-time']?.details?.items ?? [];
      for (const b of bt.slice(0, 6)) console.log('  bootup', Math.round(b.total), Math.round(b.scripting), Math.round(b.scriptParseCompile), b.url);
    }
  }
} finally { chrome.kill(); await site.stop(); server.close(); }
