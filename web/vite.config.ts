import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import formatjs from 'babel-plugin-formatjs';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { COUNTRY_CODES } from '@lumina/contracts';
import { LANGUAGES } from './src/i18n/languages';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../services/contracts/src/index.ts', import.meta.url));

/**
 * Flags as images (flag emoji read as two letters on Windows and as empty boxes without an emoji
 * font): only the countries of our languages and of shipping, copied from flag-icons into /flags
 * at build and served by dev.
 */
const flagIcons = dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'));
const flagCountries = [...Object.values(LANGUAGES).map((language) => language.country), ...COUNTRY_CODES.map((code) => code.toLowerCase())];
const flagFiles = [...new Set(flagCountries)].map((country) =>
  normalizePath(join(flagIcons, 'flags', '4x3', `${country}.svg`)),
);

/**
 * Long-lived vendor chunks, so a deploy that only touches app code keeps the browser's cache of
 * React, the router, Redux and react-intl. Radix is deliberately left to Rollup: its menu, dialog
 * and positioning code must stay in the lazy chunks that use them (language menu, side menu,
 * toaster), out of the first render. Route screens are split by `lazy` in the router.
 */
const VENDOR_CHUNKS: Array<[name: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0commonjsHelpers\.js$/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['redux', /[\\/]node_modules[\\/](@reduxjs[\\/](?!toolkit[\\/]dist[\\/]redux-toolkit\.legacy-esm)|react-redux[\\/]|redux[\\/]|redux-thunk[\\/]|immer[\\/]|reselect[\\/]|use-sync-external-store[\\/]|@standard-schema[\\/])/],
  ['intl', /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat|tslib|hoist-non-react-statics|react-is)[\\/]/],
];

/** The file of an admin screen's chunk (chunkFileNames below). */
const ADMIN_CHUNK = /(^|[\\/])admin-[^/\\]+\.js$/;

/**
 * recharts (the admin analytics chart) keeps its chart state in a Redux Toolkit store of its own.
 * Sharing our copy of the toolkit would put its slices, listener middleware and store setup into
 * the shared `redux` chunk that every shopper page loads before its first render (about 2 kB
 * gzipped), so recharts gets the toolkit's separate ESM build, which stays in the analytics chunk.
 */
function rechartsOwnReduxToolkit(): Plugin {
  const separateBuild = fileURLToPath(new URL('../node_modules/@reduxjs/toolkit/dist/redux-toolkit.legacy-esm.js', import.meta.url));
  return {
    name: 'lumina:recharts-own-redux-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@reduxjs/toolkit' && importer && /[\\/]node_modules[\\/]recharts[\\/]/.test(importer)) return separateBuild;
      return null;
    },
  };
}

/**
 * Compiles the message tables (src/i18n/messages/*.json) to ICU ASTs at build time, so the
 * browser gets react-intl without its message parser (FormatJS "precompile" + the `no-parser`
 * alias below). The source's `defaultMessage`s, the English fallback, are compiled by
 * babel-plugin-formatjs (see `react()` below), so no string is parsed at run time. Jest and
 * `vite dev` keep the parser.
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

/**
 * Puts the stylesheet into index.html itself: the first paint no longer waits for a second round
 * trip that competes with the JavaScript for the line (Lighthouse's render-blocking request,
 * ~400 ms on its mobile profile). ~11 kB gzipped more per server-rendered page; the app's later
 * screens are rendered in the browser and do not fetch it again.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'lumina:inline-stylesheet',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
        const sheet = bundle[file];
        const css = sheet?.type === 'asset' ? String(sheet.source) : undefined;
        return css === undefined || css.includes('</style') ? link : `<style>${css}</style>`;
      });
    },
  };
}

/**
 * The app's scripts load at low priority, as `defer` scripts do: they hydrate a page the server
 * already rendered and block nothing, yet Chrome fetches module scripts at High priority, ahead of
 * the page's images, and Lighthouse counts High-priority requests started before the first paint
 * as holding it back (~1 s on its slow-4G profile for ~150 kB).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'lumina:low-priority-scripts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
    },
  };
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text asset of the build, at the
 * highest levels, once at build time. A static server that serves precompressed siblings (the
 * BFF's @fastify/static with `preCompressed: true`) then sends ~3× fewer bytes without spending CPU
 * per request. Uncompressed, the home page's JavaScript is ~3× larger on the wire.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'lumina:precompress-assets',
    // The server renderer's bundle (dist-server) is read from disk by the BFF, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${join('.vite', '')}`)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    rechartsOwnReduxToolkit(),
    precompileMessages(),
    // Compiles each `defaultMessage` (English, shown for an id the language's table lacks) to an
    // ICU AST and drops the translator notes (`description`), which only extraction needs.
    react({ babel: { plugins: [[formatjs, { ast: true, preserveWhitespace: true }]] } }),
    tailwindcss(),
    viteStaticCopy({ targets: [{ src: flagFiles, dest: 'flags', rename: { stripBase: true } }] }),
    inlineStylesheet(),
    lowPriorityScripts(),
    precompressAssets(),
  ],
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
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Terser: ~3 kB gzipped less first-render JavaScript than esbuild's minifier. The server
    // renderer keeps Vite's default (not minified).
    ...(isSsrBuild ? {} : { minify: 'terser' as const, terserOptions: { compress: { passes: 2 } } }),
    // Vite lists every lazy screen's imports in the first chunk so it can fetch them in parallel.
    // Admin screens fetch their own (a short waterfall for a back office): their file names would
    // otherwise ride in every shopper page's first download.
    modulePreload: isSsrBuild ? undefined : { resolveDependencies: (file, deps) => (ADMIN_CHUNK.test(file) ? [] : deps) },
    rollupOptions: {
      output: {
        // Admin screens' chunks are named as such (see modulePreload above).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]src[\\/]app[\\/]routes[\\/]admin[\\/]/.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        manualChunks(id) {
          for (const [name, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return name;
          return undefined;
        },
        // A manual chunk holds only the modules assigned to it: by default it would also take in
        // their unassigned dependencies, e.g. every lucide icon behind the `lucide-react` barrel.
        onlyExplicitManualChunks: !isSsrBuild,
      },
    },
  },
}));
