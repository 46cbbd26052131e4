import type { TestProject } from 'vitest/node';
import { buildTemplate } from './database.js';

/** The server project's global setup: one template database per run, copied by each test file (database.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
