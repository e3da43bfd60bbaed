import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { PathIdSchema, text } from './common.js';

/** A background task of the club that failed every attempt: kept, with its last error, for the admin to retry. */
export const FailedJobSchema = z
  .object({
    id: IdSchema,
    /** What kind of task: 'mail', 'site-publish', … */
    queue: z.string(),
    /** The task in plain words ('E-mail “Your receipt” to sam@example.com'). */
    description: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    dead_at: z.string(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobListSchema = z.array(FailedJobSchema);

export const JobParamsSchema = z.object({ slug: text().max(64), jobId: PathIdSchema });
