import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, type SeededTemplate } from './seeded-template';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Builds the run's seeded database once, before the API test files start (seeded-template.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildSeededTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
