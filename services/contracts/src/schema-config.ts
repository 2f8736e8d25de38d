// zod's core alone: the web's entry chunk calls this before any schema exists.
import { config } from 'zod/v4/core';

/**
 * Schemas parse without compiled (eval'd) fast paths. For the browser: zod probes `new Function`
 * once, and under the BFF's Content-Security-Policy (no 'unsafe-eval') the probe is refused and
 * reported as a violation. zod decides when a schema is built, so the web calls this first thing
 * (main.tsx), before any chunk with schemas loads. Servers keep the default.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
