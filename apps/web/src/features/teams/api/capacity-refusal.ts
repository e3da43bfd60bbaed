import { isApiError } from '../../../lib/api-client';

/** A refusal because the league or a team filled up meanwhile: the counts on screen are stale. */
export const isCapacityRefusal = (error: unknown): boolean => isApiError(error) && error.code === 'capacity_reached';
