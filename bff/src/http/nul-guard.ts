import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches a query is a 500 ('invalid byte sequence for
 * encoding "UTF8": 0x00') in whichever service stores or searches it. No field of ours has a use for
 * it, so one check at the edge answers 400 for a NUL anywhere in the address or a JSON body.
 */
export function refuseNulCharacters(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (/%00/i.test(request.url)) return void refuse(reply, 'The address contains a NUL character (%00).');
    done();
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    if (containsNul(request.body)) return void refuse(reply, 'The request body contains a NUL character (\\u0000).');
    done();
  });
}

function refuse(reply: FastifyReply, message: string): void {
  void reply.status(400).send({ statusCode: 400, code: 'VALIDATION', message });
}

function containsNul(value: unknown, depth = 0): boolean {
  // Deeper than any body we accept; the JSON parser's own limits bound the rest.
  if (depth > 64) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
  }
  return false;
}
