import type { TestProject } from 'vitest/node';
import { startApp } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's log, where it writes the mail it would send (no SMTP in tests). */
    appLogFile: string;
  }
}

/** One built app for the whole end-to-end run; specs read its address with `inject('baseUrl')`, its log with `inject('appLogFile')`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // 'info' so the log holds the mail kept in the outbox, e.g. password reset links.
  const app = await startApp({ logLevel: 'info' });
  project.provide('baseUrl', app.baseUrl);
  project.provide('appLogFile', app.logFile);
  return app.stop;
}
