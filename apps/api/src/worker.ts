import { runWorker } from './run-worker.js';

runWorker().catch((error: unknown) => {
  console.error('The Matchday worker could not start:', error);
  process.exit(1);
});
