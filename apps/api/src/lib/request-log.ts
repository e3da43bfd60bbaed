import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn, whatever its outcome. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's per-request lines, by what they tell: a routine request ("incoming request", "request completed")
 * at debug, since at info the two JSON lines per request cost about a sixth of GET /api/me's throughput; a slow
 * request or a 5xx answer at warn, a refused one (4xx) at info, a request that failed while answering at error.
 * Errors keep their own lines from the error handler (plugins/errors.ts) at every level.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (responseTime >= SLOW_REQUEST_MS) reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else if (reply.statusCode >= 500) reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    else if (reply.statusCode >= 400) reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }
}
