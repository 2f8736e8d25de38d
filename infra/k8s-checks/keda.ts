/**
 * KEDA's ScaledObjects against the code: each service's request handlers scale on their request
 * stream's length and on the lag of every event stream they consume (per consumer group), each
 * worker Deployment on the wait lists of the queues its service processes. Anything missing,
 * extra or misspelt is a problem.
 */
import type { ServiceName } from '@lumina/contracts';
import { eventStream, queueWaitList, requestStream, type EventSubscription } from './code-keys';
import type { K8sObject } from './kustomize';
import { effective, isService } from './processes';
import { luminaContainers } from './policy';
import { resolveEnv } from './workloads';

interface Trigger {
  type: string;
  name?: string;
  metadata: Record<string, string>;
  authenticationRef?: { name: string };
}

/**
 * The metadata each scaler reads (keda.sh/docs/scalers/redis-streams, /redis-lists); a key outside
 * these is ignored by KEDA, so it is refused here. Addresses come from the TriggerAuthentication.
 */
const ALLOWED_METADATA: Record<string, string[]> = {
  'redis-streams': [
    'stream',
    'consumerGroup',
    'streamLength',
    'lagCount',
    'activationLagCount',
    'enableTLS',
    'databaseIndex',
  ],
  redis: ['listName', 'listLength', 'activationListLength', 'enableTLS', 'databaseIndex'],
};

/** One trigger as a comparable key: the backlog it reads and how. */
function describe(trigger: Trigger): { key?: string; problems: string[] } {
  const { type, metadata } = trigger;
  const problems = Object.keys(metadata)
    .filter((key) => !ALLOWED_METADATA[type]?.includes(key))
    .map((key) => `unknown ${type} metadata ${key}`);
  if (type === 'redis-streams') {
    // Request streams: XDEL after the reply leaves no lag to read, so the length is the backlog.
    if (metadata.streamLength !== undefined) {
      if (metadata.consumerGroup !== undefined || metadata.lagCount !== undefined)
        problems.push(
          'streamLength with a consumer group or lagCount (KEDA then reads pending entries or lag instead)',
        );
      return { key: `length ${metadata.stream}`, problems };
    }
    if (metadata.lagCount !== undefined) {
      if (!metadata.consumerGroup) problems.push('lagCount without consumerGroup');
      if (metadata.activationLagCount === undefined) problems.push('lagCount without activationLagCount');
      return { key: `lag ${metadata.stream} group ${metadata.consumerGroup}`, problems };
    }
    // Pending entries under-report: each replica pre-reads up to RPC_BATCH_SIZE messages.
    return {
      problems: [...problems, 'neither streamLength nor lagCount (pending entries under-report the backlog)'],
    };
  }
  if (type === 'redis') {
    if (metadata.listLength === undefined) problems.push('redis trigger without listLength');
    return { key: `list ${metadata.listName}`, problems };
  }
  return { problems: [...problems, `trigger type ${type} is not one Lumina's backlog can drive`] };
}

/** What each Lumina Deployment should scale on, built from the code's keys and its own KEY_PREFIX. */
function expectedTriggers(
  objects: K8sObject[],
  subscriptions: EventSubscription[],
  queues: Map<ServiceName, string[]>,
): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  for (const { workload, container, process } of luminaContainers(objects)) {
    if (workload.object.kind !== 'Deployment' || !isService(process)) continue;
    const { vars } = resolveEnv(container, objects);
    const prefix = String(effective(process, 'KEY_PREFIX', vars.get('KEY_PREFIX')?.value));
    const role = vars.get('LUMINA_ROLE')?.value;
    const keys =
      role === 'worker'
        ? (queues.get(process) ?? []).map((queue) => `list ${queueWaitList(prefix, queue)}`)
        : [
            `length ${requestStream(prefix, process)}`,
            ...subscriptions
              .filter((s) => s.service === process)
              .map((s) => `lag ${eventStream(prefix, s.pattern)} group ${s.group}`),
          ];
    expected.set(workload.object.metadata.name, keys.sort());
  }
  return expected;
}

export function kedaProblems(
  objects: K8sObject[],
  subscriptions: EventSubscription[],
  queues: Map<ServiceName, string[]>,
): string[] {
  const problems: string[] = [];
  const authentications = new Set(
    objects.filter((object) => object.kind === 'TriggerAuthentication').map((object) => object.metadata.name),
  );
  const actual = new Map<string, string[]>();
  for (const scaledObject of objects.filter((object) => object.kind === 'ScaledObject')) {
    const spec = scaledObject.spec as {
      scaleTargetRef: { name: string; kind?: string };
      triggers: Trigger[];
    };
    const target = spec.scaleTargetRef.name;
    if (actual.has(target)) problems.push(`${target}: scaled by more than one ScaledObject`);
    actual.set(
      target,
      spec.triggers
        .map((trigger) => {
          const { key, problems: found } = describe(trigger);
          problems.push(
            ...found.map(
              (problem) =>
                `${scaledObject.metadata.name} trigger ${trigger.name ?? trigger.type}: ${problem}`,
            ),
          );
          if (!trigger.authenticationRef || !authentications.has(trigger.authenticationRef.name)) {
            problems.push(
              `${scaledObject.metadata.name} trigger ${trigger.name ?? trigger.type}: no TriggerAuthentication ${trigger.authenticationRef?.name ?? ''} (KEDA would not reach Redis)`,
            );
          }
          return key;
        })
        .filter((key): key is string => key !== undefined)
        .sort(),
    );
  }
  const expected = expectedTriggers(objects, subscriptions, queues);
  for (const target of actual.keys()) {
    if (!expected.has(target))
      problems.push(`ScaledObject targets ${target}, which is not a service's Deployment here`);
  }
  for (const [deployment, keys] of expected) {
    const have = actual.get(deployment);
    if (!have) {
      problems.push(`${deployment}: no ScaledObject`);
      continue;
    }
    for (const key of keys.filter((key) => !have.includes(key)))
      problems.push(`${deployment}: no trigger on ${key}`);
    for (const key of have.filter((key) => !keys.includes(key)))
      problems.push(`${deployment}: trigger on ${key}, which the code does not use`);
  }
  return problems;
}
