/**
 * docker-compose.yml as Compose reads it (merge keys resolved, `${VAR:-default}` interpolated with
 * an empty environment, as on a machine where nothing is set), validated against the official
 * Compose schema and held to the same consistency rules as the Kubernetes manifests.
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { parseImage } from './kustomize';
import {
  PROCESS_SCHEMAS,
  effective,
  healthEndpoints,
  processOfImage,
  settingOf,
  type LuminaProcess,
} from './processes';

export const COMPOSE_FILE = resolve(__dirname, '../../docker-compose.yml');
const SCHEMA_FILE = resolve(__dirname, '../schemas/compose-spec.json');

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> | string[] };
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  [key: string]: unknown;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

/**
 * Compose's interpolation (compose-spec, "Interpolation"): `$$` is a dollar; `${VAR}`, `$VAR`;
 * `${VAR:-d}`/`${VAR-d}` defaults; `${VAR:?e}`/`${VAR?e}` required; `${VAR:+a}`/`${VAR+a}` alternatives.
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced, operator, operand, bare) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare) as string;
      const value = env[name];
      const unset = operator?.startsWith(':') ? !value : value === undefined;
      switch (operator?.slice(-1)) {
        case '-':
          return unset ? interpolate(operand as string, env) : (value as string);
        case '?':
          if (unset) throw new Error(`${name} is required: ${operand as string}`);
          return value as string;
        case '+':
          return unset ? '' : interpolate(operand as string, env);
        default:
          return value ?? '';
      }
    },
  );
}

function interpolateAll(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]));
  return value;
}

export function readCompose(file = COMPOSE_FILE, env: Record<string, string | undefined> = {}): ComposeFile {
  return interpolateAll(parse(readFileSync(file, 'utf8'), { merge: true, maxAliasCount: 1000 }), env) as ComposeFile;
}

export function schemaProblems(compose: ComposeFile): string[] {
  // The file names its draft-07 meta-schema by an https URL Ajv does not register under; Ajv's
  // default dialect is draft-07, so the schema compiles as intended without that line.
  const { $schema: _dialect, ...schema } = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<
    string,
    unknown
  >;
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(schema);
  if (validate(compose)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
  );
}

/** The Lumina process a Compose service runs: from its image, else from what it builds. */
export function processOfService(service: ComposeService): LuminaProcess | undefined {
  const fromImage = service.image ? processOfImage(service.image) : undefined;
  if (fromImage || typeof service.build !== 'object') return fromImage;
  if (service.build.dockerfile?.endsWith('Dockerfile.bff')) return 'bff';
  const workspace = /^services\/([a-z]+)$/.exec(String(buildArgs(service).WORKSPACE ?? ''))?.[1];
  return workspace && workspace in PROCESS_SCHEMAS ? (workspace as LuminaProcess) : undefined;
}

function buildArgs(service: ComposeService): Record<string, string | undefined> {
  if (typeof service.build !== 'object') return {};
  const { args } = service.build;
  return (Array.isArray(args) ? Object.fromEntries(args.map((arg) => arg.split('='))) : (args ?? {})) as Record<
    string,
    string | undefined
  >;
}

/**
 * What the container's process sees: the image's HEALTH_PORT (Dockerfile.service turns that build
 * argument into the image's environment) under the service's own environment.
 */
function containerEnvironment(service: ComposeService): Record<string, string> {
  const { HEALTH_PORT } = buildArgs(service);
  return { ...(HEALTH_PORT ? { HEALTH_PORT } : {}), ...environmentOf(service) };
}

/** A service's environment; null values (passed through from the shell when set there) are left out. */
export function environmentOf(service: ComposeService): Record<string, string> {
  const { environment } = service;
  const entries = Array.isArray(environment)
    ? environment
        .filter((entry) => entry.includes('='))
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])
    : Object.entries(environment ?? {})
        .filter(([, value]) => value !== null)
        .map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(entries) as Record<string, string>;
}

const namesOf = (service: ComposeService) =>
  Array.isArray(service.environment)
    ? service.environment.map((entry) => entry.split('=')[0])
    : Object.keys(service.environment ?? {});

export function composeImageProblems(compose: ComposeFile): string[] {
  return Object.entries(compose.services).flatMap(([name, service]) => {
    if (!service.image) return [];
    const { tag, digest } = parseImage(service.image);
    if (!tag && !digest) return [`${name}: image ${service.image} has no tag (that is latest)`];
    return tag === 'latest' ? [`${name}: image ${service.image} is latest`] : [];
  });
}

/** Each Lumina service's variables are settings of its process, with values it accepts, and it starts. */
export function composeEnvProblems(compose: ComposeFile): string[] {
  return Object.entries(compose.services).flatMap(([name, service]) => {
    const process = processOfService(service);
    if (!process) return [];
    const env = environmentOf(service);
    const problems = namesOf(service)
      .filter((variable) => !settingOf(process, variable))
      .map((variable) => `${name} (${process}): ${variable} is not a setting of ${process}`);
    for (const [variable, value] of Object.entries(env)) {
      if (settingOf(process, variable)?.safeParse(value).success === false)
        problems.push(`${name} (${process}): ${variable}=${JSON.stringify(value)} is refused`);
    }
    const parsed = PROCESS_SCHEMAS[process].safeParse(env);
    if (!parsed.success)
      problems.push(
        `${name} (${process}): does not start: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    return problems;
  });
}

/** Each long-running Lumina service's healthcheck asks its readiness endpoint, on the port it listens on. */
export function composeHealthcheckProblems(compose: ComposeFile): string[] {
  return Object.entries(compose.services).flatMap(([name, service]) => {
    const process = processOfService(service);
    // A one-shot service (a command of its own, e.g. migrations) has nothing to probe.
    if (!process || service.command !== undefined || service.entrypoint !== undefined) return [];
    const test = service.healthcheck?.test;
    if (!test || service.healthcheck?.disable)
      return [`${name}: no healthcheck (services that depend on it wait for service_healthy)`];
    const env = containerEnvironment(service);
    // A probe written as node -e "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/…')" asks the port the process reads.
    const command = (Array.isArray(test) ? test.join(' ') : test).replace(
      /'\s*\+\s*process\.env\.([A-Z_]+)\s*\+\s*'/g,
      (_, variable: string) => env[variable] ?? '',
    );
    const url = /https?:\/\/[^\s'"`)]+/.exec(command)?.[0];
    if (!url) return [`${name}: its healthcheck asks no http URL`];
    const { pathname, port } = new URL(url);
    const health = healthEndpoints(process);
    const listens = effective(process, health.portSetting, env[health.portSetting]);
    const problems: string[] = [];
    if (pathname !== health.ready)
      problems.push(`${name}: healthcheck asks ${pathname}, the readiness endpoint is ${health.ready}`);
    if (Number(port) !== listens)
      problems.push(
        `${name}: healthcheck on port ${port}, the process listens on ${String(listens)} (${health.portSetting})`,
      );
    return problems;
  });
}
