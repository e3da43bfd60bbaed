import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageOfIssue, NUL_MESSAGE, type ErrorBody, type ErrorCode, type FieldMessage } from '@matchday/domain';
import { HttpError, validationError } from '../lib/http-error.js';
import { databaseUnavailable } from '../db/errors.js';
import { describeFields } from '../lib/field-messages.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'header_fields_too_large',
  503: 'service_unavailable',
};

/** Fastify's own 4xx messages are safe but terse; these read better in a form or a snackbar. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'A form field has a reserved name',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
};

/**
 * A multipart body busboy cannot read: it throws plain Errors (no code, no status), which would
 * otherwise be 500s. Known by their messages; anything else stays a 500 and is logged.
 */
const MALFORMED_MULTIPART: readonly [RegExp, number, string][] = [
  [/^Multipart: Boundary not found$/, 400, 'The multipart body has no boundary'],
  [/^The needle cannot (be an empty|have a length bigger)/, 400, 'The multipart boundary is not valid'],
  [/(^Unexpected end of multipart data$)|(terminated early due to unexpected end of multipart data$)/, 400, 'The multipart body ends too early'],
  [/^Malformed part header$/, 400, 'A multipart part header is not valid'],
  [/^Missing Content-Type-header\.$/, 400, 'The request has no content type'],
  [/^Unsupported Content-Type\.$/, 415, 'This content type is not supported'],
];

function malformedMultipart(error: Error): { status: number; message: string } | null {
  if (error instanceof HttpError || (error as FastifyError).code !== undefined || (error as FastifyError).statusCode !== undefined) return null;
  const match = MALFORMED_MULTIPART.find(([pattern]) => pattern.test(error.message));
  return match ? { status: match[1], message: match[2] } : null;
}

type ZodValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
  validationContext?: string;
};

/**
 * Unknown fields named in one error body: a body of 50,000 made-up keys once answered 3 MB naming each twice.
 * The web app never sends one, so a few name the mistake and the message counts the rest.
 */
const UNKNOWN_FIELDS_LISTED = 5;

/** Field errors keyed by path; a field may be named __proto__ or constructor, so the keys go into a Map first. */
function fieldErrorsOf(error: ZodValidationError): Pick<ErrorBody, 'message' | 'errors' | 'messages'> {
  const errors = new Map<string, FieldMessage[]>();
  const add = (field: string, message: FieldMessage) => errors.set(field, [...(errors.get(field) ?? []), message]);
  let unknown = 0;
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys.slice(0, Math.max(0, UNKNOWN_FIELDS_LISTED - unknown))) {
        add(path ? `${path}.${String(key)}` : String(key), { id: 'unknownField' });
      }
      unknown += issue.params.keys.length;
    } else {
      add(path || (error.validationContext ?? 'body'), messageOfIssue({ ...issue.params, code: issue.keyword, message: issue.message }));
    }
  }
  const unlisted = unknown - UNKNOWN_FIELDS_LISTED;
  const message = unlisted > 0 ? `Some fields are not valid (${unlisted} more unknown fields are not listed)` : 'Some fields are not valid';
  return { message, ...describeFields(errors) };
}

const SAFE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function sendError(reply: FastifyReply, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export const notFoundBody: ErrorBody = { message: 'Not found', code: 'not_found' };

const internalError: ErrorBody = { message: 'Internal Server Error', code: 'internal_error' };
const databaseUnavailableBody: ErrorBody = { message: 'The database cannot be reached right now. Try again shortly.', code: 'database_unavailable' };

/** The one body of an error Fastify, a body parser or busboy raised (not ours, not a failed validation). */
function frameworkBody(error: FastifyError): { status: number; body: ErrorBody } | null {
  const multipart = malformedMultipart(error);
  if (multipart) return { status: multipart.status, body: { message: multipart.message, code: CODE_BY_STATUS[multipart.status] ?? 'bad_request' } };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  // @fastify/multipart calls a request that is not multipart 406; it is an unsupported media type.
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return { status: 415, body: { message: MESSAGE_BY_FASTIFY_CODE[error.code]!, code: 'unsupported_media_type' } };
  return { status, body: { message: MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message, code: CODE_BY_STATUS[status] ?? 'bad_request' } };
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors` option): a URL that does
 * not decode (400) and a path parameter over routerOptions.maxParamLength (414). Same body as all others.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = frameworkBody(error);
  if (known) {
    request.log.info({ err: error }, 'request refused by the router');
    return sendError(reply, known.status, known.body, SAFE_HEADERS);
  }
  request.log.error({ err: error }, 'router failed');
  return sendError(reply, 500, internalError, SAFE_HEADERS);
}

/** What a connection error answers (Fastify's `clientErrorHandler` option): the one body, written on the raw socket. */
function clientErrorResponse(error: Error & { code?: string }): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { message: 'The request took too long to arrive', code: 'request_timeout' } };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: { message: 'The request headers are too large', code: 'header_fields_too_large' } };
    case 'HPE_URI_TOO_LONG':
      return { status: 414, body: { message: 'The address is too long', code: 'uri_too_long' } };
    default:
      return { status: 400, body: { message: 'The request is not valid HTTP', code: 'bad_request' } };
  }
}

/**
 * Node's 'clientError' (a request the HTTP parser refuses, headers too large, a request that took too
 * long): there is no request or reply, so a whole HTTP/1.1 response is written to the socket, then the
 * connection is closed. Nothing is written once a response has begun on that socket.
 */
export function clientErrorHandler(this: FastifyInstance | undefined, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorResponse(error);
  this?.log?.debug({ err: error }, 'client error');
  if (socket.writable && socket.bytesWritten === 0) {
    const json = JSON.stringify(body);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(json)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        json,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

/** The charset a JSON body declares, lower-cased and unquoted, or null when it names none (JSON is UTF-8 by definition). */
function jsonCharset(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*application\/json\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return match ? match[2]!.toLowerCase() : null;
}

/** A path parameter with a NUL would reach SQL from hooks that run before validation (the club lookup): refused first. */
function nulParameter(params: unknown): string | null {
  if (!params || typeof params !== 'object') return null;
  const [name] = Object.entries(params).find(([, value]) => typeof value === 'string' && value.includes('\u0000')) ?? [];
  return name ?? null;
}

/** One error body everywhere; a 5xx never shows its message, stack or SQL to the client. */
export default fp(
  async (app) => {
    // Fastify parses text/plain into a string by default, so a JSON route answered "expected object" (400).
    // No route takes plain text: without the parser it is what it is, an unsupported media type (415).
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', async (request) => {
      const name = nulParameter(request.params);
      if (name !== null) throw validationError({ [name]: [NUL_MESSAGE] });
    });

    // The JSON parser reads every body as UTF-8 whatever it declares: a body in another charset would be misread.
    app.addHook('preParsing', async (request, _reply, payload) => {
      const charset = jsonCharset(request.headers['content-type']);
      if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') throw new HttpError(415, 'unsupported_media_type', 'JSON must be sent as UTF-8');
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      try {
        if (error instanceof HttpError) {
          const body: ErrorBody = { message: error.message, code: error.code, ...(error.fieldErrors && describeFields(Object.entries(error.fieldErrors))) };
          return sendError(reply, error.statusCode, body, error.headers);
        }
        if (hasZodFastifySchemaValidationErrors(error)) {
          return sendError(reply, 400, { code: 'validation_error', ...fieldErrorsOf(error as ZodValidationError) });
        }
        const refused = frameworkBody(error);
        if (refused) {
          request.log.info({ err: error }, 'request refused');
          return sendError(reply, refused.status, refused.body);
        }
      } catch (handlerError) {
        request.log.error({ err: handlerError }, 'the error handler failed');
      }
      if (databaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return sendError(reply, 503, databaseUnavailableBody, { 'retry-after': '5' });
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, internalError);
    });
  },
  { name: 'errors' },
);
