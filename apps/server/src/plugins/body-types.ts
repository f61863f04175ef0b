import type { FastifyInstance } from 'fastify';

/**
 * JSON is the one body type of the API. Fastify also parses text/plain by default, so such a
 * body reached the schema and got a 400 while every other type got a 415: without that parser,
 * any body that is not application/json is a 415. A route that takes another type (a multipart
 * upload) registers a parser for it in its own plugin, where it applies to that route alone.
 */
export function registerBodyTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
