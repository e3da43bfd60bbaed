import type { FastifyRequest } from 'fastify';

/** drizzle puts a failed statement's parameters (a password hash, a token hash) in the error's message and stack. */
const withoutParams = (text: string) => text.replace(/\nparams: .*/g, '\nparams: [removed]');

/** Capability addresses (calendar feeds) and token query values are secrets: they never reach a log line. */
export const redactUrl = (url: string): string =>
  url.replace(/(\/api\/calendar\/)[^/?#]+/, '$1[removed]').replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[removed]');

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
};

/** The error's kind, message and stack, its database code and constraint, and its cause; never its parameters or detail values. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  const { code, constraint, cause } = error as Error & { code?: unknown; constraint?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...(code !== undefined && { code }),
    ...(constraint !== undefined && { constraint }),
    ...(cause !== undefined && depth < 3 && { cause: serializeError(cause, depth + 1) }),
  };
}

export const logSerializers = {
  err: serializeError,
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
