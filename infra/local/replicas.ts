import { SERVICE_NAMES, type ServiceName } from './defaults';

/** What can run as several copies on one machine: every service and the BFF. */
export type ReplicatedName = ServiceName | 'bff';
export const REPLICATED_NAMES: readonly ReplicatedName[] = [...SERVICE_NAMES, 'bff'];

/** How many copies of each (1 when not named). */
export type Replicas = Partial<Record<ReplicatedName, number>>;

export const MAX_REPLICAS = 10;

const isReplicatedName = (name: string): name is ReplicatedName => (REPLICATED_NAMES as readonly string[]).includes(name);
const countProblem = (entry: string) => `'${entry}': the count must be a whole number from 1 to ${MAX_REPLICAS}`;

/**
 * `LUMINA_REPLICAS=catalog=3,cart=2,bff=2`: every problem, each naming its entry, so one run of
 * `npm start` lists all of them.
 */
export function parseReplicas(text: string): { replicas: Replicas; problems: string[] } {
  const replicas: Replicas = {};
  const problems: string[] = [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = /^([^=\s]+)\s*=\s*(\S*)$/.exec(entry);
    if (!match) {
      problems.push(`'${entry}': expected <service>=<count>, e.g. catalog=3`);
      continue;
    }
    const [, name = '', count = ''] = match;
    if (!isReplicatedName(name)) {
      problems.push(`'${entry}': unknown service '${name}' (one of ${REPLICATED_NAMES.join(', ')})`);
      continue;
    }
    if (replicas[name] !== undefined) {
      problems.push(`'${entry}': ${name} is named twice`);
      continue;
    }
    const value = /^\d+$/.test(count) ? Number(count) : Number.NaN;
    if (!validCount(value)) problems.push(countProblem(entry));
    else replicas[name] = value;
  }
  return { replicas, problems };
}

/** The same rules for programmatic callers (`startSystem({ replicas })`). */
export function replicaProblems(replicas: Readonly<Record<string, number | undefined>>): string[] {
  return Object.entries(replicas).flatMap(([name, count]) => {
    if (count === undefined) return [];
    if (!isReplicatedName(name)) return [`'${name}': unknown service (one of ${REPLICATED_NAMES.join(', ')})`];
    return validCount(count) ? [] : [countProblem(`${name}=${count}`)];
  });
}

function validCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_REPLICAS;
}

/** `catalog` for a single copy; `catalog-1`, `catalog-2`… when there are several. */
export function replicaName(name: ReplicatedName, index: number, count: number): string {
  return count > 1 ? `${name}-${index + 1}` : name;
}
