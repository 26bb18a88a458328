#!/usr/bin/env node
// STYLE habit 1: imports flow one way. domain imports nothing of ours; contracts, i18n and db
// only domain; apps import packages but not each other; a feature does not reach into another
// feature's internals (only its index); the app's wiring (app.ts, server.ts) may; and no
// features of an app import each other in a cycle (issue 35, scripts/feature-cycles.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describeFeatureCycles, findFeatureCycles } from './feature-cycles.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const allowedPackages = {
  'packages/domain': [],
  'packages/contracts': ['@tavola/domain'],
  'packages/i18n': ['@tavola/domain'],
  'packages/db': ['@tavola/domain'],
  'apps/api': ['@tavola/domain', '@tavola/contracts', '@tavola/i18n', '@tavola/db'],
  'apps/web': ['@tavola/domain', '@tavola/contracts', '@tavola/i18n'],
  e2e: ['@tavola/domain', '@tavola/i18n'],
};
// `import … from`, `export … from`, `import('…')`, and an import for its side effects only
const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

const featureOf = (path) => {
  const match = path
    .split(sep)
    .join('/')
    .match(/\/src\/features\/([^/]+)\//);
  return match?.[1];
};

/** The file an import without extension names: itself, with .ts/.tsx, or its folder's index. */
const sourceFileOf = (target) =>
  [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  ) ?? target;

const appsCheckedForCycles = ['apps/api', 'apps/web'];
const testFile = /\.test\.tsx?$/;

const problems = [];
for (const [workspace, allowed] of Object.entries(allowedPackages)) {
  const featureImports = [];
  for (const file of sourceFiles(join(root, workspace))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const where = relative(root, file);
      // contracts build their schemas with the eval-free zod of packages/contracts/src/zod.ts:
      // the pages' CSP forbids eval (decisions 017, 024)
      if (workspace === 'packages/contracts' && specifier === 'zod' && !file.endsWith(`${sep}zod.ts`))
        problems.push(`${where}: contracts import z from './zod', not 'zod'`);
      if (specifier.startsWith('@tavola/')) {
        const name = specifier.split('/').slice(0, 2).join('/');
        if (!allowed.includes(name)) problems.push(`${where}: ${workspace} may not import ${specifier}`);
      } else if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        // the scripts folder holds the shared Chromium settings of test runners
        const sharedScript = target.startsWith(join(root, 'scripts'));
        if (!target.startsWith(join(root, workspace)) && !sharedScript)
          problems.push(`${where}: reaches outside ${workspace}: ${specifier}`);
        const from = featureOf(file);
        const to = featureOf(`${target}/`);
        const intoIndex =
          /\/features\/[^/]+\/index(\.tsx?)?$/.test(target.split(sep).join('/')) ||
          /\/features\/[^/]+$/.test(target);
        if (to && from && from !== to && !intoIndex)
          problems.push(`${where}: imports internals of feature '${to}': ${specifier}`);
        // a test is imported by nothing, so it cannot make the features' code depend on each
        // other in a circle; it may walk a guest through several features (order, pay, tickets)
        if (to && from && from !== to && !testFile.test(file))
          featureImports.push({
            fromFeature: from,
            fromFile: where,
            toFeature: to,
            toFile: relative(root, sourceFileOf(target)),
          });
      }
    }
  }
  if (appsCheckedForCycles.includes(workspace))
    problems.push(...describeFeatureCycles(findFeatureCycles(featureImports), workspace));
}

if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
