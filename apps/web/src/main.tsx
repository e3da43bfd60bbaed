import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { fieldMessageErrorMap } from '@matchday/domain';
import { App } from './app/App';
import { startErrorReporting } from './app/load-error-reporting';
import { createAppRouter } from './app/router';
import { preloadStoredUserCheck } from './lib/auth/session-storage';
import { loadFormsOptions } from './lib/forms-options/load-forms-options';

// Every message zod writes for its own checks names its id, so each language can say it.
configureZod({ customError: fieldMessageErrorMap });

void startErrorReporting().catch((error: unknown) => console.error('Error reporting did not start', error));

// What the first screen waits for starts before React's first render, not after it: the forms options
// (nothing renders without them, spec §4), what a stored session is checked with, and, as the router is
// created, the code of the route the address names.
void loadFormsOptions().catch(() => undefined); // FormsOptionsProvider shows a failure
preloadStoredUserCheck();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
