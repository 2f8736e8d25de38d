import pino from 'pino';
import { Writable } from 'node:stream';
import { REDACTED_PATHS } from './logging.module';

/** One line logged by a pino logger with the platform's redaction, parsed. */
function logged(object: object): Record<string, unknown> {
  let line = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink).info(object, 'request');
  return JSON.parse(line) as Record<string, unknown>;
}

describe('log redaction', () => {
  it('hides the CSRF token and the cart session of a logged request, keeps its other headers', () => {
    const line = logged({ req: { headers: { 'x-csrf-token': 'csrf-secret', 'x-cart-session': 'cart-secret', accept: 'application/json' } } });
    expect(line.req).toEqual({ headers: { 'x-csrf-token': '[redacted]', 'x-cart-session': '[redacted]', accept: 'application/json' } });
  });

  it('hides them in a headers object logged under another name too', () => {
    const line = logged({ request: { headers: { 'x-csrf-token': 'csrf-secret', 'x-cart-session': 'cart-secret' } } });
    expect(JSON.stringify(line)).not.toMatch(/csrf-secret|cart-secret/);
  });
});
