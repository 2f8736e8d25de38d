/**
 * NetworkPolicies as the design wants them: everything denied by default; only the BFF takes
 * traffic from outside; each pod reaches DNS and the backing services its own settings name
 * (PostgreSQL, Redis, Meilisearch), plus the few outside calls a service exists for.
 */
import type { K8sObject } from './kustomize';
import { effective, processOfImage, type LuminaProcess } from './processes';
import { resolveEnv, selects, workloads, type Workload } from './workloads';

interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string }[];
}
interface PolicySpec {
  podSelector: { matchLabels?: Record<string, string> };
  policyTypes?: string[];
  ingress?: Rule[];
  egress?: Rule[];
}

/** Outside calls a service exists for, beyond its database, Redis and Meilisearch. */
export const OUTSIDE_EGRESS: Partial<Record<LuminaProcess, string[]>> = {
  // Fetching merchants' feeds over HTTP(S) (the api role tests a feed, the worker ingests it).
  merchants: ['TCP/80', 'TCP/443'],
  // Stripe's API.
  orders: ['TCP/443'],
  // The mail provider's SMTP server: submission, implicit TLS, plain (its SMTP_URL, a secret).
  alerts: ['TCP/587', 'TCP/465', 'TCP/25'],
};

const DNS = ['UDP/53', 'TCP/53'];
const URL_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'MEILI_URL'];
const DEFAULT_PORTS: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
  'rediss:': 6379,
  'http:': 80,
  'https:': 443,
};

const policies = (objects: K8sObject[]) =>
  objects
    .filter((object) => object.kind === 'NetworkPolicy')
    .map((object) => ({ name: object.metadata.name, spec: object.spec as PolicySpec }));

/** The backing-service ports a pod's Lumina containers are configured to reach. */
function configuredPorts(workload: Workload, objects: K8sObject[]): string[] {
  return workload.pod.containers.flatMap((container) => {
    const process = processOfImage(container.image);
    if (!process) return [];
    const { vars } = resolveEnv(container, objects);
    const urls = URL_SETTINGS.filter((name) => vars.has(name)).map(
      (name) => new URL(String(effective(process, name, vars.get(name)?.value))),
    );
    // A migration Job only talks to its database.
    const outside = workload.object.kind === 'Deployment' ? (OUTSIDE_EGRESS[process] ?? []) : [];
    return [...urls.map((url) => `TCP/${url.port || DEFAULT_PORTS[url.protocol]}`), ...outside];
  });
}

const portsOf = (rule: Rule, workload: Workload) =>
  (rule.ports ?? []).map(({ protocol, port }) => {
    const number =
      typeof port === 'string'
        ? workload.pod.containers.flatMap((c) => c.ports ?? []).find((p) => p.name === port)?.containerPort
        : port;
    return `${protocol ?? 'TCP'}/${number}`;
  });

/** A peer open to anyone: an address block, or every namespace. */
const isOpen = (peer: Peer) =>
  Boolean(peer.ipBlock) ||
  (peer.namespaceSelector !== undefined &&
    Object.keys(peer.namespaceSelector.matchLabels ?? {}).length === 0);

export function networkProblems(objects: K8sObject[]): string[] {
  const all = policies(objects);
  const problems: string[] = [];
  const denyAll = all.find(
    ({ spec }) =>
      Object.keys(spec.podSelector.matchLabels ?? {}).length === 0 &&
      ['Ingress', 'Egress'].every((type) => spec.policyTypes?.includes(type)) &&
      !spec.ingress?.length &&
      !spec.egress?.length,
  );
  if (!denyAll) problems.push('no default-deny NetworkPolicy (all pods, Ingress and Egress, no rules)');

  for (const workload of workloads(objects)) {
    const where = workload.object.metadata.name;
    const applying = all.filter(({ spec }) => selects(spec.podSelector, workload.labels));
    const isBff =
      workload.object.kind === 'Deployment' &&
      workload.pod.containers.every((container) => processOfImage(container.image) === 'bff');

    const openIngress = applying.flatMap(({ spec }) =>
      (spec.ingress ?? []).filter((rule) => !rule.from?.length || rule.from.some(isOpen)),
    );
    if (!isBff && openIngress.length > 0)
      problems.push(`${where}: takes traffic from outside; only the BFF may`);
    if (isBff) {
      const publicPorts = openIngress.flatMap((rule) => portsOf(rule, workload));
      const httpPort = `TCP/${workload.pod.containers[0].ports?.find((port) => port.name === 'http')?.containerPort}`;
      if (publicPorts.join() !== httpPort)
        problems.push(
          `${where}: open to outside on [${publicPorts.join(', ')}], expected its public port ${httpPort} only`,
        );
    }

    const egressRules = applying
      .filter(({ spec }) => spec.policyTypes?.includes('Egress'))
      .flatMap(({ spec }) => spec.egress ?? []);
    if (egressRules.some((rule) => !rule.ports?.length))
      problems.push(`${where}: an egress rule allows every port`);
    const allowed = new Set(egressRules.flatMap((rule) => portsOf(rule, workload)));
    const expected = new Set([...DNS, ...configuredPorts(workload, objects)]);
    const extra = [...allowed].filter((port) => !expected.has(port));
    const missing = [...expected].filter((port) => !allowed.has(port));
    if (extra.length) problems.push(`${where}: egress allows ${extra.join(', ')} it has no use for`);
    if (missing.length) problems.push(`${where}: egress blocks ${missing.join(', ')} it needs`);
  }
  return problems;
}
