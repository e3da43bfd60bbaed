import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { fieldMessageErrorMap } from '@matchday/domain';
import { App } from './app/App';
import { startErrorReporting } from './app/load-error-reporting';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { formsOptionsQueryOptions } from './lib/forms-options/api/get-forms-options';

// Every message zod writes for its own checks names its id, so each language can say it.
configureZod({ customError: fieldMessageErrorMap });

void startErrorReporting().catch((error: unknown) => console.error('Error reporting did not start', error));

// What the first screen waits for starts before React's first render, not after it: the forms options
// (nothing renders without them, spec §4) and, as the router is created, the code of the route the address names.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(formsOptionsQueryOptions);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
