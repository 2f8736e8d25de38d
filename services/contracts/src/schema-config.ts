import { config } from 'zod';

/**
 * Schemas parse without compiled (eval'd) fast paths. For the browser: zod probes `new Function`
 * once, and under the BFF's Content-Security-Policy (no 'unsafe-eval') the probe is refused and
 * reported as a violation. Servers keep the default.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
