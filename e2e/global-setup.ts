import type { TestProject } from 'vitest/node';
import { startApp } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built app for the whole end-to-end run; specs read its address with `inject('baseUrl')`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
