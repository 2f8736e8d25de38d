import { z } from 'zod';

// zod decides when a schema is built whether to compile its parser with `new Function`, probing
// eval once. In the browser the BFF's Content-Security-Policy (no 'unsafe-eval') refuses the probe
// and reports it as a violation, so schemas there parse without it. Every schema of this package
// takes `z` from here, so this runs before the first one is built (package.json lists this file as
// having side effects, or the bundler would drop the call). Servers keep the compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
