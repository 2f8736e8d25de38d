/**
 * `npm run bench [-- transport catalog …] [--flag value …]`: runs the named benchmarks (all when none
 * is named), one after another so they never compete for the machine's two cores. Everything from
 * the first `--flag` on is handed to each benchmark (e.g. `npm run bench -- chaos --duration 40`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const available = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, entry.name, 'run.js')))
  .map((entry) => entry.name)
  .sort();

const args = process.argv.slice(2);
const firstFlag = args.findIndex((arg) => arg.startsWith('--'));
const requested = firstFlag === -1 ? args : args.slice(0, firstFlag);
const flags = firstFlag === -1 ? [] : args.slice(firstFlag);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`unknown benchmark(s): ${unknown.join(', ')}; available: ${available.join(', ')}\n`);
  process.exit(2);
}

let failed = 0;
for (const name of requested.length > 0 ? requested : available) {
  process.stdout.write(`\n=== bench/${name} ===\n`);
  const result = spawnSync(process.execPath, [join(__dirname, name, 'run.js'), ...flags], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
