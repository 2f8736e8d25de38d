#!/usr/bin/env node
// Reports the gzipped JavaScript a first visit to a route downloads before it renders: the entry
// chunk, the route's lazy chunk and every chunk they import statically. Run after `vite build`.
//
//   node scripts/bundle-size.mjs [route module, default src/app/routes/home.tsx] [--max-kb 150]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const maxIndex = args.indexOf('--max-kb');
const maxKb = maxIndex >= 0 ? Number(args[maxIndex + 1]) : undefined;
const route = args.find((arg, index) => !arg.startsWith('--') && (maxIndex < 0 || index !== maxIndex + 1)) ?? 'src/app/routes/home.tsx';

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

/**
 * The route's chunk. Rollup gives a lazy chunk no facade (and Vite keys it `_<file>` without `src`)
 * when a chunk it lazy-loads in turn imports a module that lives in it, so fall back to the
 * dynamic entry with the route module's name.
 */
function routeKey(path) {
  if (manifest[path]) return path;
  const name = path.split('/').pop().replace(/\.[jt]sx?$/, '');
  const matches = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !manifest[key].src && manifest[key].name === name);
  if (matches.length === 1) return matches[0];
  throw new Error(`${path} is not a chunk of this build`);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const keys = closure(routeKey(route), closure(entry));
// Bytes gzipped at zlib's default level, as `vite build` reports them; shown in kB (1000 B) like Vite.
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

let total = 0;
const rows = [...keys].map((key) => ({ file: manifest[key].file, kb: gz(manifest[key].file) / 1000 })).sort((a, b) => b.kb - a.kb);
for (const row of rows) {
  total += row.kb;
  console.log(`${row.kb.toFixed(2).padStart(8)} kB  ${row.file}`);
}
console.log(`${total.toFixed(2).padStart(8)} kB  gzipped JS before ${route} renders (${rows.length} files)`);
if (maxKb !== undefined && total > maxKb) {
  console.error(`over budget: ${total.toFixed(2)} kB > ${maxKb} kB`);
  process.exit(1);
}
