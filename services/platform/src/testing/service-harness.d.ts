import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@lumina/contracts';
import { RpcClient } from '../rpc/rpc-client';
export interface ServiceHarness {
    app: INestMicroservice;
    rpc: RpcClient;
    close(): Promise<void>;
}
export interface ServiceHarnessOptions {
    /** A key prefix of the suite's own, when a fake of another service must not compete with the real one. */
    keyPrefix?: string;
    /** How soon a message left by a stopped instance is claimed (crash-recovery tests). */
    claimIdleMs?: number;
    requestTimeoutMs?: number;
}
/**
 * Runs a service module on the real transport, database and Redis of the test run, and gives a
 * client that calls it exactly as the BFF does.
 */
export declare function startServiceForTest(service: ServiceName, module: Parameters<typeof NestFactory.createMicroservice>[0], options?: ServiceHarnessOptions): Promise<ServiceHarness>;
//# sourceMappingURL=service-harness.d.ts.map