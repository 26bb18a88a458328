// Issue 21: the menu's first paint. `lighthouseMedian` runs Lighthouse (mobile, its default
// simulated throttling: slow 4G, 4× CPU) n times and reports the median of each metric with
// its spread; `firstCardOnSlow3g` loads the page in Chromium throttled by DevTools to
// Lighthouse's "regular 3G" profile (1 125 ms request latency, 630 kbit/s each way, 4× CPU)
// and times the first dish card: from navigation start to the first animation frame in which
// an <article> has a size and its styles apply (the CSS is in, linked or inline).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium-path.mjs';
import { line } from './report-line.mjs';

const root = resolve(import.meta.dirname, '../..');

function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  const result = spawnSync(
    'npx',
    [
      // the pinned devDependency (package.json overrides the 'latest' its trace engine asks for)
      '--no-install',
      'lighthouse',
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = result.status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
  rmSync(dir, { recursive: true, force: true });
  if (!report) return undefined;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Median and spread (min–max) of each Lighthouse metric over `runs` runs. A run that fails is
 * made again, up to `runs` times in all: Lighthouse 12 on this Chromium now and then cannot read
 * its own trace (NO_NAVSTART), which says nothing about the page.
 */
export function lighthouseMedian(url, runs = 5) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < 2 * runs; attempt++) {
    const run = lighthouseOnce(url);
    if (run) results.push(run);
  }
  if (!results.length) return undefined;
  const summary = { runs: results.length };
  for (const key of Object.keys(results[0])) {
    const values = results.map((run) => run[key]);
    summary[key] = median(values);
    summary[`${key}Spread`] = [Math.min(...values), Math.max(...values)];
  }
  return summary;
}

/** Milliseconds from navigation start to the first dish card on screen, on throttled 3G. */
export async function firstCardOnSlow3g(url, runs = 3) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      // a phone's user agent, as Lighthouse's mobile run sends: the server renders for phones (decision 035)
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 1125,
        downloadThroughput: (630 * 1024) / 8,
        uploadThroughput: (630 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
      const handle = await page.waitForFunction(
        () => {
          const card = document.querySelector('article');
          // styled: the card's own classes apply (flex), whether the CSS came linked or inline
          return card && getComputedStyle(card).display === 'flex' && card.getBoundingClientRect().height > 0
            ? performance.now()
            : false;
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      times.push(Math.round(await handle.jsonValue()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { medianMs: median(times), runs: times };
}

/** Issue 21: Lighthouse's median of 5 (with the spread) and the first card on slow 3G. */
export function printFirstPaint(lh, slow3g) {
  const spread = (key) => `${lh[`${key}Spread`][0]}–${lh[`${key}Spread`][1]}`;
  if (lh) {
    line(`Lighthouse mobile performance (median of ${lh.runs})`, lh.score, `≥ 98 (${spread('score')})`);
    line('  FCP', `${lh.fcpMs} ms`, `(${spread('fcpMs')})`);
    line('  LCP', `${lh.lcpMs} ms`, `≤ 1500 ms (${spread('lcpMs')})`);
    line('  TBT', `${lh.tbtMs} ms`, `≤ 100 ms (${spread('tbtMs')})`);
    line('  CLS', lh.cls, `≤ 0.02 (${spread('cls')})`);
  } else {
    line('Lighthouse mobile performance', 'not run', '≥ 98');
  }
  if (slow3g)
    line(
      'first dish card, throttled 3G (median)',
      `${slow3g.medianMs} ms`,
      `≤ 3000 ms (${slow3g.runs.join(', ')})`,
    );
}
