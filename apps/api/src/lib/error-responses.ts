import { ErrorBodySchema } from '@matchday/domain';

/** The error statuses a route may answer, each with the one error body, for its response schema. */
export const errorResponses = <S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;

/** Bad input, and the statuses every club-scoped route may answer. */
export const CLUB_ROUTE_ERRORS = [400, 401, 403, 404] as const;
