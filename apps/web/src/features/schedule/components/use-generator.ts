import { generateSchedule, type PlanningData, type ScheduleSettings, type SchedulePreview } from '@matchday/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Runs the generator and reports progress; the page uses a Web Worker, tests pass a runner of their own. */
export type GeneratorRunner = (
  data: PlanningData,
  settings: ScheduleSettings,
  onProgress: (done: number, total: number) => void,
) => { result: Promise<SchedulePreview>; cancel: () => void };

export const workerRunner: GeneratorRunner = (data, settings, onProgress) => {
  if (typeof Worker === 'undefined') return inlineRunner(data, settings, onProgress);
  const worker = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<SchedulePreview>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ type: 'progress'; done: number; total: number } | { type: 'done'; preview: SchedulePreview }>) => {
      if (event.data.type === 'progress') onProgress(event.data.done, event.data.total);
      else {
        resolve(event.data.preview);
        worker.terminate();
      }
    };
    worker.onerror = (error) => {
      reject(error);
      worker.terminate();
    };
  });
  worker.postMessage({ data, settings });
  return { result, cancel: () => worker.terminate() };
};

export const inlineRunner: GeneratorRunner = (data, settings, onProgress) => ({
  result: Promise.resolve().then(() => generateSchedule(data, settings, onProgress)),
  cancel: () => undefined,
});

/** The generator's state for a dialog: idle, running with progress, or done with its preview. */
export function useGenerator(runner: GeneratorRunner = workerRunner) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [preview, setPreview] = useState<SchedulePreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);
  const run = useCallback(
    (data: PlanningData, settings: ScheduleSettings) => {
      cancelRef.current?.();
      setPreview(null);
      setError(null);
      setProgress({ done: 0, total: 1 });
      const job = runner(data, settings, (done, total) => setProgress({ done, total }));
      cancelRef.current = job.cancel;
      job.result.then(setPreview, setError).finally(() => {
        setProgress(null);
        cancelRef.current = null;
      });
    },
    [runner],
  );
  const cancel = useCallback(() => {
    cancelRef.current?.();
    cancelRef.current = null;
    setProgress(null);
  }, []);
  return { progress, preview, error, run, cancel, reset: () => setPreview(null) };
}
