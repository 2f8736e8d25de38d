import { fileURLToPath, URL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url));

/**
 * Long-lived vendor chunks, so a deploy that only touches app code keeps the browser's cache of
 * React, the router, Redux and react-intl. Radix is deliberately left to Rollup: its menu, dialog
 * and positioning code must stay in the lazy chunks that use them (language menu, side menu,
 * toaster), out of the first render. Route screens are split by `lazy` in the router.
 */
const VENDOR_CHUNKS: Array<[name: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['redux', /[\\/]node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/],
  ['intl', /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat|tslib)[\\/]/],
];

/**
 * Drops the translator notes (`description`) of react-intl message descriptors from the bundle;
 * they matter to extraction (scripts/extract-messages.cjs), not at run time. Only a `description`
 * written right after a `defaultMessage` string is removed, the FormatJS field order we use.
 */
function stripMessageDescriptions(): Plugin {
  const pattern = /(defaultMessage:\s*(['"`])(?:\\.|(?!\2)[^\\])*\2)\s*,\s*description:\s*(['"`])(?:\\.|(?!\3)[^\\])*\3/g;
  return {
    name: 'lumina:strip-message-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      return { code: code.replace(pattern, '$1'), map: null };
    },
  };
}

/**
 * Compiles the message tables (src/i18n/messages/*.json) to ICU ASTs at build time, so the
 * browser gets react-intl without its message parser (FormatJS "precompile" + the `no-parser`
 * alias below). Every id is in en.json and the tables are merged over it, so a string
 * `defaultMessage` is never parsed at run time. Jest and `vite dev` keep the parser.
 */
function precompileMessages(): Plugin {
  return {
    name: 'lumina:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/.test(id)) return null;
      const table = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(table).map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [precompileMessages(), stripMessageDescriptions(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@lumina/contracts', replacement: contracts },
      { find: /^@\//, replacement: `${src}/` },
      ...(command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser' }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          for (const [name, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return name;
          return undefined;
        },
      },
    },
  },
}));
