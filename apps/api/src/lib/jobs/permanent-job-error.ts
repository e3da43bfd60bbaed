/** Thrown by a handler when running the job again cannot help: the job is dead at once, kept for the admin to see. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
