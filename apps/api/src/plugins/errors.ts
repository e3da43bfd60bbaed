import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@matchday/domain';
import { HttpError, type FieldErrors } from '../lib/http-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** Fastify's own 4xx messages are safe but terse; these read better in a form or a snackbar. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

type ZodValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
  validationContext?: string;
};

function fieldErrorsOf(error: ZodValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
    } else {
      add(path || (error.validationContext ?? 'body'), issue.message ?? 'Invalid value');
    }
  }
  return errors;
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export const notFoundBody: ErrorBody = { message: 'Not found', code: 'not_found' };

/** One error body everywhere; a 5xx never shows its message, stack or SQL to the client. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { message: error.message, code: error.code, ...(error.fieldErrors && { errors: error.fieldErrors }) };
        return sendError(reply, error.statusCode, body, error.headers);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsOf(error as ZodValidationError);
        return sendError(reply, 400, { message: 'Some fields are not valid', code: 'validation_error', errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request refused');
        const message = MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message;
        return sendError(reply, status, { message, code: CODE_BY_STATUS[status] ?? 'bad_request' });
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, { message: 'Internal Server Error', code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
