/// <reference lib="webworker" />
import { generateSchedule, type PlanningData, type ScheduleSettings } from '@matchday/domain';

/** Runs the generator off the page's thread and reports each round as it is placed. */
self.onmessage = (event: MessageEvent<{ data: PlanningData; settings: ScheduleSettings }>) => {
  const preview = generateSchedule(event.data.data, event.data.settings, (done, total) => self.postMessage({ type: 'progress', done, total }));
  self.postMessage({ type: 'done', preview });
};
