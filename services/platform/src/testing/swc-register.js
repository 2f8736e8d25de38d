// Lets a plain `node` child process (a test fixture) load the services' TypeScript sources the way
// Jest does (SWC, legacy decorators, @lumina/* pointing at sources), without a build step.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const aliases = {
  '@lumina/contracts': path.join(root, 'services/contracts/src/index.ts'),
  '@lumina/platform': path.join(root, 'services/platform/src/index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWithAliases(request, ...rest) {
  return resolveFilename.call(this, aliases[request] ?? request, ...rest);
};

// .tsx: the alerts service's mail templates (React, automatic runtime as in its tsconfig).
function compileTypeScript(module, filename) {
  const tsx = filename.endsWith('.tsx');
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, ...(tsx ? { react: { runtime: 'automatic' } } : {}) },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
}
require.extensions['.ts'] = compileTypeScript;
require.extensions['.tsx'] = compileTypeScript;
