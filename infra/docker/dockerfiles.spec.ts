import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintDockerfile, readStages, type Stage } from './dockerfile-policy';

/** The images' policy (docs/adr-012): lint-clean, Node 24 pinned, locked installs, non-root, init, labels. */

const DOCKERFILES = ['Dockerfile.service', 'Dockerfile.bff'];
const OCI_LABELS = ['title', 'description', 'source', 'licenses', 'version', 'revision', 'created'].map(
  (key) => `org.opencontainers.image.${key}`,
);

const runs = (stage: Stage) => stage.instructions.filter((instruction) => instruction.keyword === 'RUN');
const last = <T>(items: T[]): T | undefined => items.at(-1);

describe.each(DOCKERFILES)('infra/docker/%s', (file) => {
  const text = readFileSync(join(__dirname, file), 'utf8');
  const stages = readStages(text);
  const runtime = stages.at(-1) as Stage;
  const ofKeyword = (keyword: string) =>
    runtime.instructions.filter((instruction) => instruction.keyword === keyword);

  it('has no lint problems', () => {
    expect(lintDockerfile(text)).toEqual([]);
  });

  it('builds every stage on Node 24, pinned to a full version tag, never latest', () => {
    const stageNames = new Set(stages.map((stage) => stage.name));
    const bases = stages.map((stage) => stage.image).filter((image) => !stageNames.has(image));
    expect(bases.length).toBeGreaterThan(0);
    for (const image of bases) {
      expect(image).toMatch(
        /^node:24\.\d+\.\d+-(bookworm-slim|trixie-slim|alpine3\.\d+)(@sha256:[0-9a-f]{64})?$/,
      );
      expect(image).not.toMatch(/latest/);
    }
  });

  it('installs every dependency at its locked version: npm ci, or npm install checked by lockfile-kept.cjs', () => {
    const installs = stages
      .flatMap(runs)
      .filter((run) => /\bnpm\s+(install|i|ci|add|update)\b/.test(run.args));
    expect(installs.length).toBeGreaterThan(0);
    for (const { args } of installs) {
      expect(args).not.toMatch(/\bnpm\s+(i|add|update)\b/);
      if (/\bnpm\s+install\b/.test(args))
        expect(args).toMatch(/npm\s+install\b[^&]*&&\s*node infra\/docker\/lockfile-kept\.cjs /);
    }
  });

  it('ships production dependencies only: the runtime stage installs none, and copies node_modules from --omit=dev installs', () => {
    expect(runs(runtime).filter((run) => /\bnpm\s/.test(run.args))).toEqual([]);
    const sources = ofKeyword('COPY')
      .filter((copy) => /node_modules/.test(copy.args))
      .map((copy) => /--from=(\S+)/.exec(copy.text)?.[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of new Set(sources)) {
      const stage = stages.find((candidate) => candidate.name === source);
      const installs = stage ? runs(stage).filter((run) => /\bnpm\s+(ci|install)\b/.test(run.args)) : [];
      expect({ source, installs: installs.length }).toEqual({ source, installs: 1 });
      for (const run of installs) expect(run.args).toContain('--omit=dev');
    }
  });

  it('runs as a numeric non-root user (what Kubernetes runAsNonRoot can verify)', () => {
    expect(last(ofKeyword('USER'))?.args).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
  });

  it('has an init process as PID 1, installed at a pinned version', () => {
    const entrypoint = JSON.parse(last(ofKeyword('ENTRYPOINT'))?.args ?? '[]') as string[];
    const init = /(?:^|\/)(tini|dumb-init)$/.exec(entrypoint[0] ?? '')?.[1];
    expect(init).toBeDefined();
    expect(runs(runtime).some((run) => new RegExp(`install\\b.*\\b${init}=\\S+`, 's').test(run.args))).toBe(
      true,
    );
    expect(JSON.parse(last(ofKeyword('CMD'))?.args ?? '[]')).toEqual(['node', 'dist/main.js']);
  });

  it('carries the OCI image labels', () => {
    const labels = ofKeyword('LABEL')
      .map((label) => label.args)
      .join('\n');
    for (const key of OCI_LABELS) expect(labels).toMatch(new RegExp(`${key.replace(/\./g, '\\.')}=`));
  });

  it('checks liveness, not readiness, in its HEALTHCHECK', () => {
    expect(last(ofKeyword('HEALTHCHECK'))?.args).toMatch(/\/health\/live/);
  });
});

describe('the linter', () => {
  it('reports a broken Dockerfile (so a clean report means something)', () => {
    const problems = lintDockerfile('FROM node:24.21.0-bookworm-slim\nRUNN echo hi\nEXPOSE not-a-port\n');
    expect(problems.map((problem) => problem.line)).toEqual(expect.arrayContaining([2, 3]));
  });
});

describe("lockfile-kept.cjs, the images' install guard", () => {
  // Plain CommonJS: node runs it in the image before anything is compiled.
  const { lockfileDrift } = require('./lockfile-kept.cjs') as {
    lockfileDrift(before: Lockfile, after: Lockfile): string[];
  };
  type Lockfile = { packages: Record<string, { version?: string; integrity?: string; optional?: boolean }> };
  const locked: Lockfile = {
    packages: {
      '': {},
      'node_modules/zod': { version: '4.1.0', integrity: 'sha512-a' },
      'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', integrity: 'sha512-b', optional: true },
    },
  };

  it('accepts an install that kept every locked package and added only optional platform builds', () => {
    const after = {
      packages: {
        ...locked.packages,
        'node_modules/@swc/core-darwin-arm64': { version: '1.16.22', optional: true },
      },
    };
    expect(lockfileDrift(locked, after)).toEqual([]);
  });

  it('names a changed version, a changed integrity, a missing package and a non-optional addition', () => {
    const after: Lockfile = {
      packages: {
        '': {},
        'node_modules/zod': { version: '4.2.0', integrity: 'sha512-c' },
        'node_modules/left-pad': { version: '1.3.0' },
      },
    };
    expect(lockfileDrift(locked, after)).toEqual([
      'node_modules/zod: locked 4.1.0, installed 4.2.0',
      'node_modules/@swc/core-linux-x64-gnu: locked but not installed',
      'node_modules/left-pad: not in the lockfile',
    ]);
    const sameVersion = {
      packages: { ...locked.packages, 'node_modules/zod': { version: '4.1.0', integrity: 'sha512-other' } },
    };
    expect(lockfileDrift(locked, sameVersion)).toEqual([
      'node_modules/zod: integrity differs from the lockfile',
    ]);
  });
});
