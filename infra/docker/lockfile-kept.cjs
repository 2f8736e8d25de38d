#!/usr/bin/env node
'use strict';
/**
 * The images' install guard (docs/adr-012): `npm install` keeps every version the lockfile pins and
 * only adds what it lacks, which here are other platforms' optional native builds (docs/adr-001).
 * Run after it with the lockfile as it was before: fails when a locked package changed version
 * or integrity, went missing, or a package that is not optional was added (package.json and the
 * lockfile disagree). So an image installs exactly what the lockfile and CI had, or is not built.
 *
 *   node lockfile-kept.cjs <package-lock.json before> <package-lock.json after>
 */
const { readFileSync } = require('node:fs');

/** @returns {string[]} one line per difference that breaks the lockfile's promise */
function lockfileDrift(before, after) {
  const problems = [];
  for (const [path, locked] of Object.entries(before.packages)) {
    const installed = after.packages[path];
    if (!installed) problems.push(`${path}: locked but not installed`);
    else if (installed.version !== locked.version)
      problems.push(`${path}: locked ${locked.version}, installed ${installed.version}`);
    else if (installed.integrity !== locked.integrity)
      problems.push(`${path}: integrity differs from the lockfile`);
  }
  for (const [path, added] of Object.entries(after.packages)) {
    if (!(path in before.packages) && !added.optional && !added.devOptional)
      problems.push(`${path}: not in the lockfile`);
  }
  return problems;
}

if (require.main === module) {
  const [beforePath, afterPath] = process.argv.slice(2);
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const problems = lockfileDrift(read(beforePath), read(afterPath));
  if (problems.length > 0) {
    process.stderr.write(
      `The install left the lockfile:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`,
    );
    process.exit(1);
  }
}

module.exports = { lockfileDrift };
