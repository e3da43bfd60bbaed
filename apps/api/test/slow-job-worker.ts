/**
 * `npm run worker` with one more queue, for the worker-kill test: 'test-slow-receipt' waits `delay_ms`, then mails
 * a receipt through the app's mailer (so through the 'mail' queue), like a receipt job would. Run with tsx.
 */
import { runWorker } from '../src/run-worker.js';

await runWorker({
  prepare(app) {
    app.jobs.handle('test-slow-receipt', async (payload, context) => {
      await new Promise((resolve) => setTimeout(resolve, Number(payload.delay_ms)));
      await app.mailer.send({ to: String(payload.to), subject: `Receipt ${context.key}`, text: 'Thank you for your payment.' });
    });
  },
});
