/** Reading rendered workloads: their pods, containers and the environment each container gets. */
import type { K8sObject } from './kustomize';

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
}

export interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; emptyDir?: object }[];
}

export interface Workload {
  object: K8sObject;
  labels: Record<string, string>;
  pod: PodSpec;
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job', 'DaemonSet']);

export function workloads(objects: K8sObject[]): Workload[] {
  return objects
    .filter((object) => WORKLOAD_KINDS.has(object.kind))
    .map((object) => {
      const template = (
        object.spec as { template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec } }
      ).template;
      return { object, labels: template.metadata?.labels ?? {}, pod: template.spec };
    });
}

export const allContainers = (pod: PodSpec): Container[] => [
  ...pod.containers,
  ...(pod.initContainers ?? []),
];

export function find(objects: K8sObject[], kind: string, name: string): K8sObject | undefined {
  return objects.find((object) => object.kind === kind && object.metadata.name === name);
}

/** A ConfigMap's or Secret's values as the container would see them (Secret data is base64). */
function dataOf(object: K8sObject | undefined): Record<string, string> | undefined {
  if (!object) return undefined;
  const { data, stringData } = object as {
    data?: Record<string, string>;
    stringData?: Record<string, string>;
  };
  const decoded =
    object.kind === 'Secret'
      ? Object.fromEntries(
          Object.entries(data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]),
        )
      : data;
  return { ...decoded, ...stringData };
}

export interface ResolvedVar {
  name: string;
  /** undefined: from a Secret not in the manifests (production creates it), or optional and absent. */
  value: string | undefined;
  from: string;
}

/** The container's environment, later entries winning as in Kubernetes; problems for dangling references. */
export function resolveEnv(
  container: Container,
  objects: K8sObject[],
): { vars: Map<string, ResolvedVar>; problems: string[] } {
  const vars = new Map<string, ResolvedVar>();
  const problems: string[] = [];
  for (const source of container.envFrom ?? []) {
    if (source.secretRef)
      problems.push(
        `envFrom secretRef ${source.secretRef.name}: use secretKeyRef per variable, so each process gets only its own`,
      );
    if (!source.configMapRef) continue;
    const data = dataOf(find(objects, 'ConfigMap', source.configMapRef.name));
    if (!data) problems.push(`envFrom: ConfigMap ${source.configMapRef.name} is not in the manifests`);
    for (const [name, value] of Object.entries(data ?? {}))
      vars.set(name, { name, value, from: `ConfigMap ${source.configMapRef.name}` });
  }
  for (const variable of container.env ?? []) {
    const { secretKeyRef, configMapKeyRef } = variable.valueFrom ?? {};
    if (variable.value !== undefined || !variable.valueFrom) {
      vars.set(variable.name, { name: variable.name, value: variable.value ?? '', from: 'value' });
    } else if (configMapKeyRef) {
      const value = dataOf(find(objects, 'ConfigMap', configMapKeyRef.name))?.[configMapKeyRef.key];
      if (value === undefined && !configMapKeyRef.optional)
        problems.push(`${variable.name}: ConfigMap ${configMapKeyRef.name} has no ${configMapKeyRef.key}`);
      vars.set(variable.name, { name: variable.name, value, from: `ConfigMap ${configMapKeyRef.name}` });
    } else if (secretKeyRef) {
      const secret = find(objects, 'Secret', secretKeyRef.name);
      const value = dataOf(secret)?.[secretKeyRef.key];
      if (secret && value === undefined && !secretKeyRef.optional)
        problems.push(`${variable.name}: Secret ${secretKeyRef.name} has no ${secretKeyRef.key}`);
      vars.set(variable.name, { name: variable.name, value, from: `Secret ${secretKeyRef.name}` });
    }
  }
  return { vars, problems };
}

/** A probe's or policy's port: a number, or the name of one of the container's ports. */
export function portNumber(container: Container, port: number | string | undefined): number | undefined {
  return typeof port === 'number'
    ? port
    : container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

/** Whether a label selector (matchLabels only, as infra/k8s uses) selects these labels. */
export function selects(
  selector: { matchLabels?: Record<string, string> } | undefined,
  labels: Record<string, string>,
): boolean {
  return Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
}
