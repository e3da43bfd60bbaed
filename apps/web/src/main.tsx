import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './app/load-error-reporting';

void startErrorReporting().catch((error: unknown) => console.error('Error reporting did not start', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
