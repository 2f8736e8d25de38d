import type { Provider } from '@nestjs/common';

/**
 * What one process of a service runs (`LUMINA_ROLE`): `api` its request and event handlers,
 * `worker` its BullMQ workers, `all` both (one process per service: `npm start`, tests). One image
 * serves every role, so handlers and workers scale as separate deployments.
 */
export const PROCESS_ROLES = ['api', 'worker', 'all'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Whether a process of this role consumes its service's requests and events. */
export function servesRequests(role: ProcessRole): boolean {
  return role !== 'worker';
}

/** Whether a process of this role runs its service's BullMQ workers. */
export function runsJobWorkers(role: ProcessRole): boolean {
  return role !== 'api';
}

/**
 * A module's BullMQ processors, only in a process whose role runs workers: spread into its
 * providers. @nestjs/bullmq starts a worker for every @Processor provider it finds, so leaving the
 * provider out is what keeps an `api` process from taking jobs (it can still queue them).
 */
export function jobProcessors(role: ProcessRole, ...processors: Provider[]): Provider[] {
  return runsJobWorkers(role) ? processors : [];
}

/**
 * Providers that read a stream of requests or events themselves, besides the transport's handlers
 * (a batch consumer): only in a process whose role serves requests.
 */
export function requestConsumers(role: ProcessRole, ...consumers: Provider[]): Provider[] {
  return servesRequests(role) ? consumers : [];
}
