/**
 * The Redis keys each Deployment's backlog lives under, derived from the code the way the code
 * builds them: request streams and event streams from StreamKeys, consumer groups from the
 * handlers' @EventPattern metadata (the group is the service), BullMQ wait lists from bullPrefix,
 * the @Processor metadata and BullMQ's own QueueKeys. A KEDA trigger on any other key would scale
 * nothing and say nothing.
 */
import { PROCESSOR_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { PATTERN_HANDLER_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { PatternHandler } from '@nestjs/microservices/enums/pattern-handler.enum';
import { ClicksEvents, SERVICE_NAMES, type ServiceName } from '@lumina/contracts';
import { StreamKeys, bullPrefix } from '@lumina/platform';
import { QueueKeys } from 'bullmq';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the consumer group clicks reads its stream with (tests only)
import { CLICKS_GROUP } from '../../services/clicks/src/clicks/click-stream.consumer';

export interface EventSubscription {
  service: ServiceName;
  pattern: string;
  group: string;
}

const servicesDir = resolve(__dirname, '../../services');

/** The service's own source files (not tests, test helpers or entry points) that contain `marker`. */
function sourcesWith(service: ServiceName, marker: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : walk(path);
      const isSource =
        entry.name.endsWith('.ts') &&
        !/\.(int-)?spec\.ts$/.test(entry.name) &&
        !['main.ts', 'migrate.ts'].includes(entry.name);
      return isSource && readFileSync(path, 'utf8').includes(marker) ? [path] : [];
    });
  return walk(join(servicesDir, service, 'src'));
}

async function exportedClasses(files: string[]): Promise<(new (...args: never[]) => unknown)[]> {
  const modules = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is new (...args: never[]) => unknown => typeof value === 'function',
    ),
  );
}

/** Every event a service handles and the consumer group it reads it with. */
export async function eventSubscriptions(): Promise<EventSubscription[]> {
  const found: EventSubscription[] = [];
  for (const service of SERVICE_NAMES) {
    for (const handlerClass of await exportedClasses(sourcesWith(service, '@EventPattern('))) {
      const prototype = handlerClass.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(prototype).map((name) => prototype[name])) {
        if (
          typeof method !== 'function' ||
          Reflect.getMetadata(PATTERN_HANDLER_METADATA, method) !== PatternHandler.EVENT
        )
          continue;
        for (const pattern of Reflect.getMetadata(PATTERN_METADATA, method) as string[])
          found.push({ service, pattern, group: service });
      }
    }
  }
  // clicks reads its click stream outside the transport, in large batches (click-stream.consumer.ts).
  found.push({ service: 'clicks', pattern: ClicksEvents.clicked, group: CLICKS_GROUP });
  return found;
}

/** The BullMQ queues each service's workers process. */
export async function processedQueues(): Promise<Map<ServiceName, string[]>> {
  const queues = new Map<ServiceName, string[]>();
  for (const service of SERVICE_NAMES) {
    const names = (await exportedClasses(sourcesWith(service, '@Processor(')))
      .map(
        (processorClass) =>
          (Reflect.getMetadata(PROCESSOR_METADATA, processorClass) as { name?: string } | undefined)?.name,
      )
      .filter((name): name is string => name !== undefined);
    if (names.length > 0) queues.set(service, names);
  }
  return queues;
}

export const requestStream = (keyPrefix: string, service: ServiceName): string =>
  new StreamKeys(keyPrefix).request(service);
export const eventStream = (keyPrefix: string, pattern: string): string =>
  new StreamKeys(keyPrefix).event(pattern);
/** Where BullMQ keeps a queue's waiting jobs (a list). */
export const queueWaitList = (keyPrefix: string, queue: string): string =>
  new QueueKeys(bullPrefix(keyPrefix)).toKey(queue, 'wait');
