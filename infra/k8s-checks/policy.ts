/**
 * The rules every rendered overlay follows (issue 12, item 6), each a function from the rendered
 * objects to the problems found, so a spec can show both that the manifests pass and that a broken
 * manifest is caught.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { K8sObject } from './kustomize';
import { parseImage } from './kustomize';
import {
  PROCESS_SCHEMAS,
  effective,
  healthEndpoints,
  isService,
  processOfImage,
  settingOf,
  type LuminaProcess,
} from './processes';
import {
  allContainers,
  portNumber,
  resolveEnv,
  selects,
  workloads,
  type Container,
  type Workload,
} from './workloads';

const ROOT = resolve(__dirname, '../..');

/** Every image names a tag or a digest, and never `latest`. */
export function imageProblems(objects: K8sObject[]): string[] {
  return workloads(objects).flatMap(({ object, pod }) =>
    allContainers(pod).flatMap(({ name, image }) => {
      const { tag, digest } = parseImage(image);
      if (!tag && !digest)
        return [`${object.metadata.name}/${name}: image ${image} has no tag (that is latest)`];
      return tag === 'latest' ? [`${object.metadata.name}/${name}: image ${image} is latest`] : [];
    }),
  );
}

/** Non-root, read-only root, no privilege escalation, every capability dropped, resources set. */
export function securityProblems(objects: K8sObject[]): string[] {
  return workloads(objects).flatMap(({ object, pod }) =>
    allContainers(pod).flatMap((container) => {
      const where = `${object.metadata.name}/${container.name}`;
      const context = container.securityContext ?? {};
      const problems: string[] = [];
      if (!(context.runAsNonRoot ?? pod.securityContext?.runAsNonRoot))
        problems.push(`${where}: runAsNonRoot is not set`);
      if (pod.securityContext?.runAsUser === 0) problems.push(`${where}: runs as user 0`);
      if (context.readOnlyRootFilesystem !== true) problems.push(`${where}: root file system is writable`);
      if (context.allowPrivilegeEscalation !== false)
        problems.push(`${where}: allowPrivilegeEscalation is not false`);
      if (!context.capabilities?.drop?.includes('ALL'))
        problems.push(`${where}: capabilities are not all dropped`);
      if (context.capabilities?.add?.length)
        problems.push(`${where}: adds capabilities ${context.capabilities.add.join(', ')}`);
      const { requests, limits } = container.resources ?? {};
      if (!requests?.cpu || !requests.memory || !limits?.memory)
        problems.push(`${where}: needs cpu and memory requests and a memory limit`);
      if (processOfImage(container.image)) {
        // Node writes temporary files (and the read-only root forbids them elsewhere).
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        if (!tmp || !pod.volumes?.some((volume) => volume.name === tmp.name && volume.emptyDir))
          problems.push(`${where}: no emptyDir on /tmp`);
      }
      return problems;
    }),
  );
}

export interface LuminaContainer {
  workload: Workload;
  container: Container;
  process: LuminaProcess;
}

export function luminaContainers(objects: K8sObject[]): LuminaContainer[] {
  return workloads(objects).flatMap((workload) =>
    allContainers(workload.pod).flatMap((container) => {
      const process = processOfImage(container.image);
      return process ? [{ workload, container, process }] : [];
    }),
  );
}

/**
 * Every variable a Lumina container gets is a setting of that process's config schema, with a value
 * the schema accepts; with `complete` (every Secret is in the manifests) the whole environment
 * parses, as it will at start-up.
 */
export function envProblems(objects: K8sObject[], { complete }: { complete: boolean }): string[] {
  return luminaContainers(objects).flatMap(({ workload, container, process }) => {
    const where = `${workload.object.metadata.name}/${container.name} (${process})`;
    if (container.name !== process) return [`${where}: name the container after its process (${process})`];
    const schema = PROCESS_SCHEMAS[process];
    const { vars, problems } = resolveEnv(container, objects);
    const found = problems.map((problem) => `${where}: ${problem}`);
    for (const { name, value, from } of vars.values()) {
      const field = settingOf(process, name);
      if (!field) found.push(`${where}: ${name} (from ${from}) is not a setting of ${process}`);
      else if (value !== undefined && !field.safeParse(value).success)
        found.push(`${where}: ${name}=${JSON.stringify(value)} is refused by ${process}'s config`);
    }
    if (complete) {
      const env = Object.fromEntries(
        [...vars.values()].filter((v) => v.value !== undefined).map((v) => [v.name, v.value]),
      );
      const parsed = schema.safeParse(env);
      if (!parsed.success)
        found.push(
          `${where}: its environment does not start ${process}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        );
    }
    return found;
  });
}

/** The process role of a Lumina Deployment is the one its `app.kubernetes.io/component` label says. */
export function roleProblems(objects: K8sObject[]): string[] {
  return luminaContainers(objects)
    .filter(({ workload, process }) => workload.object.kind === 'Deployment' && isService(process))
    .flatMap(({ workload, container }) => {
      const role = resolveEnv(container, objects).vars.get('LUMINA_ROLE')?.value;
      const component = workload.labels['app.kubernetes.io/component'];
      return role === component
        ? []
        : [`${workload.object.metadata.name}: LUMINA_ROLE=${role} but component label ${component}`];
    });
}

/** Probes hit the endpoints the code serves, on the port the process listens on, on an address the kubelet reaches. */
export function probeProblems(objects: K8sObject[]): string[] {
  return luminaContainers(objects)
    .filter(({ workload }) => workload.object.kind === 'Deployment')
    .flatMap(({ workload, container, process }) => {
      const where = `${workload.object.metadata.name}/${container.name}`;
      const health = healthEndpoints(process);
      const { vars } = resolveEnv(container, objects);
      const port = effective(process, health.portSetting, vars.get(health.portSetting)?.value);
      const host = effective(process, health.hostSetting, vars.get(health.hostSetting)?.value);
      const problems: string[] = [];
      if (host !== '0.0.0.0' && host !== '::')
        problems.push(`${where}: ${health.hostSetting}=${String(host)}: the kubelet cannot reach it`);
      const expect = {
        livenessProbe: health.live,
        startupProbe: health.live,
        readinessProbe: health.ready,
      } as const;
      for (const [probe, path] of Object.entries(expect) as [keyof typeof expect, string][]) {
        const get = container[probe]?.httpGet;
        if (!get) problems.push(`${where}: no ${probe}`);
        else if (get.path !== path)
          problems.push(`${where}: ${probe} asks ${get.path}, the code serves ${path}`);
        else if (portNumber(container, get.port) !== port)
          problems.push(
            `${where}: ${probe} on port ${String(get.port)}, the process listens on ${String(port)} (${health.portSetting})`,
          );
      }
      if (process === 'bff') {
        const management = effective('bff', 'MANAGEMENT_PORT', vars.get('MANAGEMENT_PORT')?.value);
        if (management === undefined)
          problems.push(`${where}: MANAGEMENT_PORT unset: /api/metrics would be public`);
        else if (portNumber(container, 'management') !== management)
          problems.push(`${where}: port "management" is not MANAGEMENT_PORT ${String(management)}`);
        if (effective('bff', 'MANAGEMENT_HOST', vars.get('MANAGEMENT_HOST')?.value) !== '0.0.0.0')
          problems.push(`${where}: MANAGEMENT_HOST must be 0.0.0.0 for Prometheus`);
      }
      return problems;
    });
}

/**
 * A pod behind an Endpoint (the Ingress' Service) pauses in preStop while it is taken out of
 * rotation; the grace period covers that pause plus the process's own drain (~20 s, infra/README.md).
 */
export const SHUTDOWN_DRAIN_SECONDS = 20;

export function gracePeriodProblems(objects: K8sObject[]): string[] {
  const served = new Set(
    ingressServices(objects).flatMap((service) =>
      workloadsBehind(objects, service).map(({ object }) => object.metadata.name),
    ),
  );
  return workloads(objects).flatMap(({ object, pod }) => {
    const grace = pod.terminationGracePeriodSeconds ?? 30;
    return allContainers(pod).flatMap((container) => {
      const where = `${object.metadata.name}/${container.name}`;
      const pause = container.lifecycle?.preStop?.sleep?.seconds;
      if (served.has(object.metadata.name) && pause === undefined)
        return [`${where}: serves the Ingress but has no preStop pause`];
      if (pause !== undefined && grace <= pause + SHUTDOWN_DRAIN_SECONDS)
        return [
          `${where}: grace ${grace}s does not cover preStop ${pause}s + drain ${SHUTDOWN_DRAIN_SECONDS}s`,
        ];
      return [];
    });
  });
}

function ingressServices(objects: K8sObject[]): string[] {
  type IngressSpec = { rules?: { http?: { paths: { backend: { service?: { name: string } } }[] } }[] };
  return objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((object) =>
      ((object.spec as IngressSpec).rules ?? []).flatMap(
        (rule) => rule.http?.paths.map((path) => path.backend.service?.name ?? '') ?? [],
      ),
    );
}

function workloadsBehind(objects: K8sObject[], serviceName: string): Workload[] {
  const service = objects.find((object) => object.kind === 'Service' && object.metadata.name === serviceName);
  const selector = (service?.spec as { selector?: Record<string, string> } | undefined)?.selector;
  return selector
    ? workloads(objects).filter(({ labels }) => selects({ matchLabels: selector }, labels))
    : [];
}

/** Only the BFF is behind the Ingress, on its public port (never the management port). */
export function ingressProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const service of ingressServices(objects)) {
    const behind = workloadsBehind(objects, service);
    if (behind.length === 0) problems.push(`Ingress backend ${service} selects no workload`);
    for (const { object, pod } of behind) {
      const processes = pod.containers.map((container) => processOfImage(container.image));
      if (!processes.every((process) => process === 'bff'))
        problems.push(`Ingress reaches ${object.metadata.name}, which is not the BFF`);
    }
  }
  return problems;
}

/**
 * The BFF behind the Ingress names the proxies it trusts (TRUSTED_PROXIES): without them every
 * request comes from the Ingress controller's address, and the limits per client address (sign-in,
 * shoppers' writes) would count all shoppers as one.
 */
export function trustedProxyProblems(objects: K8sObject[]): string[] {
  return ingressServices(objects)
    .flatMap((service) => workloadsBehind(objects, service))
    .flatMap(({ object, pod }) =>
      pod.containers.flatMap((container) => {
        const given = resolveEnv(container, objects).vars.get('TRUSTED_PROXIES')?.value;
        const proxies = effective('bff', 'TRUSTED_PROXIES', given) as string[];
        return proxies.length > 0 ? [] : [`${object.metadata.name}/${container.name}: TRUSTED_PROXIES names no proxy, so the Ingress would be every client`];
      }),
    );
}

/** Every Deployment has a PodDisruptionBudget; the BFF (and only it) has an HPA. */
export function availabilityProblems(objects: K8sObject[]): string[] {
  const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  const problems = workloads(objects)
    .filter(({ object }) => object.kind === 'Deployment')
    .flatMap(({ object, labels }) => {
      const matching = budgets.filter((budget) =>
        selects((budget.spec as { selector: { matchLabels?: Record<string, string> } }).selector, labels),
      );
      return matching.length === 1
        ? []
        : [`Deployment ${object.metadata.name}: ${matching.length} PodDisruptionBudgets select it, not 1`];
    });
  const hpaTargets = objects
    .filter((object) => object.kind === 'HorizontalPodAutoscaler')
    .map((object) => (object.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
  const bff = luminaContainers(objects).find(
    ({ process, workload }) => process === 'bff' && workload.object.kind === 'Deployment',
  );
  if (!bff || hpaTargets.join() !== bff.workload.object.metadata.name)
    problems.push(`HPAs target [${hpaTargets.join(', ')}], expected the BFF's Deployment only`);
  return problems;
}

/** A Job runs `node dist/migrate.js` (as args: the image's init process stays PID 1) for every process that has migrations. */
export function migrationProblems(objects: K8sObject[]): string[] {
  const withMigrations = (Object.keys(PROCESS_SCHEMAS) as LuminaProcess[]).filter((process) =>
    existsSync(resolve(ROOT, isService(process) ? `services/${process}` : process, 'src/migrate.ts')),
  );
  const migrated = luminaContainers(objects)
    .filter(
      ({ workload, container }) =>
        workload.object.kind === 'Job' &&
        !container.command &&
        container.args?.join(' ') === 'node dist/migrate.js',
    )
    .map(({ process }) => process);
  const missing = withMigrations.filter((process) => !migrated.includes(process));
  return missing.length
    ? [`no migration Job container runs node dist/migrate.js for ${missing.join(', ')}`]
    : [];
}

/** Demo data: seeded by the dev overlay's request handlers, never in production (explicitly off, the default is on). */
export function seedProblems(objects: K8sObject[], { seed }: { seed: boolean }): string[] {
  return luminaContainers(objects)
    .filter(({ process }) => 'SEED_DEMO' in PROCESS_SCHEMAS[process].shape)
    .flatMap(({ workload, container, process }) => {
      const value = resolveEnv(container, objects).vars.get('SEED_DEMO')?.value;
      const handlesRequests =
        workload.object.kind === 'Deployment' && workload.labels['app.kubernetes.io/component'] === 'api';
      const wanted = seed && handlesRequests ? 'true' : 'false';
      return value === wanted
        ? []
        : [
            `${workload.object.metadata.name}/${process}: SEED_DEMO=${value ?? '(unset: defaults to true)'}, expected ${wanted}`,
          ];
    });
}
