#!/usr/bin/env node
// First-load JavaScript and CSS of the storefront's menu page (gzip level 9): what index.html
// loads and everything those files import statically. `node scripts/bench/first-load-js.mjs` after a build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function firstLoadJs() {
  const dist = join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  // what the page itself asks for: its module scripts and preloads (the first load is one
  // 'shell' chunk, which the manifest lists as a chunk, not as index.html's entry)
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href)="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(manifest[next].file);
  };
  for (const file of files) visit(file);
  let js = 0;
  let css = 0;
  for (const file of seen) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return {
    jsKb: js / 1024,
    cssKb: css / 1024,
    chunks: [...seen].filter((file) => file.endsWith('.js')).length,
    // decision 058: a menu rendered on the server asks for the same modules through this script
    loaderKb: gzipSync(readFileSync(join(dist, 'start-after-load.js')), { level: 9 }).length / 1024,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { jsKb, cssKb, chunks, loaderKb } = firstLoadJs();
  console.log(
    `first-load JS ${jsKb.toFixed(2)} kB gzip in ${chunks} chunks (a rendered menu: +${loaderKb.toFixed(2)} kB loader), CSS ${cssKb.toFixed(2)} kB`,
  );
}
