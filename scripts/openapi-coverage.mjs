#!/usr/bin/env node
// Issue 32: how far the OpenAPI document and the API tests agree. Run the API tests first (they
// write what they saw to $TMPDIR/tavola-openapi-seen, see apps/api/src/test/openapi-drift.ts);
// this prints, over the document's operations, how many answered only what they document (the
// tests fail otherwise), how many documented statuses the tests reached, and which operations
// no test called.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = process.argv[2] ?? join(tmpdir(), 'tavola-openapi-seen');
const document = JSON.parse(readFileSync(join(folder, 'document.json'), 'utf8'));
const seen = new Map();
for (const name of readdirSync(folder).filter((file) => file.endsWith('.seen.json'))) {
  for (const [operation, statuses] of Object.entries(JSON.parse(readFileSync(join(folder, name), 'utf8')))) {
    const known = seen.get(operation) ?? new Set();
    for (const status of statuses) known.add(status);
    seen.set(operation, known);
  }
}
let operations = 0;
let exercised = 0;
let agreeing = 0;
let documentedStatuses = 0;
let reachedStatuses = 0;
const untested = [];
const undocumented = [];
for (const [path, methods] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(methods)) {
    const name = `${method.toUpperCase()} ${path}`;
    const documented = Object.keys(operation.responses ?? {}).map(Number);
    const statuses = seen.get(name);
    operations++;
    documentedStatuses += documented.length;
    if (!statuses) {
      untested.push(name);
      continue;
    }
    exercised++;
    const extra = [...statuses].filter((status) => !documented.includes(status));
    if (extra.length === 0) agreeing++;
    else undocumented.push(`${name}: ${extra.join(', ')}`);
    reachedStatuses += documented.filter((status) => statuses.has(status)).length;
  }
}
const percent = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
console.log(`operations in the document: ${operations}; called by the API tests: ${exercised}`);
console.log(
  `answered only documented statuses: ${agreeing} of ${exercised} (${percent(agreeing, exercised)})`,
);
console.log(
  `documented statuses the tests reached: ${reachedStatuses} of ${documentedStatuses} (${percent(reachedStatuses, documentedStatuses)})`,
);
if (undocumented.length)
  console.log(`\nanswered statuses the document does not list:\n  ${undocumented.join('\n  ')}`);
if (untested.length) console.log(`\nno API test calls:\n  ${untested.join('\n  ')}`);
