import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readStages } from './dockerfile-policy';

const run = promisify(execFile);

/** The Node version the images pin (`node:<version>-…` in Dockerfile.service), e.g. `24.21.0`. */
export function imageNodeVersion(dockerfile = join(__dirname, 'Dockerfile.service')): string {
  const image = readStages(readFileSync(dockerfile, 'utf8'))[0]?.image ?? '';
  const version = /^node:(\d+\.\d+\.\d+)-/.exec(image)?.[1];
  if (!version) throw new Error(`${dockerfile}: its first stage is not node:<x.y.z>-… (${image})`);
  return version;
}

/**
 * A node binary of exactly the images' version, for running our build on it where the machine has
 * another Node (docs/adr-012). The npm registry ships Node builds as `node-<platform>-<arch>`
 * packages; one is unpacked under `<cacheDir>/<version>` once and reused.
 */
export async function ensureImageNode(version: string, cacheDir: string): Promise<string> {
  const dir = join(cacheDir, version);
  const bin = join(dir, 'package', 'bin', 'node');
  if (existsSync(bin)) return bin;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  const { stdout } = await run('npm', ['pack', pkg, '--silent', '--pack-destination', dir], { cwd: dir });
  const tarball = stdout.trim().split('\n').at(-1) ?? '';
  await run('tar', ['-xzf', join(dir, tarball), '-C', dir]);
  rmSync(join(dir, tarball));
  if (!existsSync(bin)) throw new Error(`${pkg} held no package/bin/node`);
  return bin;
}
