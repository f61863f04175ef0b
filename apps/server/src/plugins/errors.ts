import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { useProductMessages } from '@lyceum/shared/zod-messages';
import { DEFAULT_LOCALE, negotiateLocale } from '@lyceum/shared/i18n';
import { API_ERRORS } from '../lib/api-errors.messages';
import { HttpError, type ErrorText } from '../lib/http-errors';
import { requestLocale } from '../lib/request-locale';
import { fieldOfIssue, localizedIssue, type ValidationIssue } from '../lib/validation-issue-text';
import { securityHeadersFor } from './security';

/** Where a request's part is named in a message about the whole of it. */
const PARTS: Readonly<Record<string, string>> = { body: 'The request body', querystring: 'The query', params: 'The path', headers: 'The headers' };

/**
 * "email: must be ..." unless the message already starts with the field name (the product's
 * messages of zod-messages.ts and the schemas' own do). A body that is not an object at all is
 * told so; another issue about the whole of a part names that part instead of "The request".
 */
function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const field = fieldOfIssue(issue);
  const message = issue.message ?? 'is not valid';
  if (!field) {
    if (context === 'body' && issue.keyword === 'invalid_type') return 'Request body must be a JSON object';
    return message.replace(/^The request\b/, PARTS[context ?? ''] ?? 'The request');
  }
  return message.startsWith(field) ? message : `${field}: ${message}`;
}

/**
 * A catalogue message in the request's language (lib/request-locale.ts); in English it is byte
 * for byte the message the API has always answered.
 */
async function inRequestLanguage(request: FastifyRequest, error: HttpError): Promise<string> {
  if (!error.text) return error.message;
  // The school's default is read from the database, which may be what failed: then English.
  const locale = await requestLocale(request).catch(() => DEFAULT_LOCALE);
  return error.messageIn(locale);
}

/** `{ message }` with a status, the message a catalogue one answered in the request's language. */
async function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: ErrorText) {
  return reply.code(status).send({ message: await inRequestLanguage(request, new HttpError(status, text)) });
}

/**
 * One error shape for the whole API: `{ message }` with the right status, in the caller's language.
 * Known client mistakes become 4xx; anything unexpected is logged and becomes a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  useProductMessages();
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: await inRequestLanguage(request, error) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue;
      const text = localizedIssue(first, error.validationContext);
      // English is the issue's own text, as it always was (ICU would write 1000 as "1,000").
      const locale = text ? await requestLocale(request).catch(() => DEFAULT_LOCALE) : DEFAULT_LOCALE;
      const message = text && locale !== DEFAULT_LOCALE ? new HttpError(400, text).messageIn(locale) : describeIssue(first, error.validationContext);
      return reply.code(400).send({ message });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(request, reply, 400, API_ERRORS.malformedJson);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, 413, API_ERRORS.bodyTooLarge);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(request, reply, 415, API_ERRORS.unsupportedMediaType);
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 400, API_ERRORS.malformedJson);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return error.message ? reply.code(429).send({ message: error.message }) : sendError(request, reply, 429, API_ERRORS.tooManyRequests);
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/**
 * Fastify's own answers for URLs its router cannot take (a broken %-escape, a path segment past
 * maxParamLength) otherwise bypass the error handler: they carry `error`, `code` and `statusCode`
 * besides `message`, and echo the whole URL back. This gives them the API's one shape.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No route means no hooks either: the headers the hooks would have added are set here.
  void reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id);
  // No route, so no signed-in user either: the browser's language, else English.
  const locale = negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ message: new HttpError(414, API_ERRORS.urlTooLong).messageIn(locale) });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ message: new HttpError(400, API_ERRORS.badUrl).messageIn(locale) });
  } else {
    request.log.error({ err: error }, 'unhandled framework error');
    void reply.code(500).send({ message: 'Internal server error' });
  }
}
