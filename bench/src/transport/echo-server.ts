import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type BenchTarget, ECHO_PATTERN, serverOptions, type TransportKind } from './transports';

/**
 * The handler side of the benchmark, one process per replica, so the measuring process only
 * pays for its client. Talks to the parent over IPC: `stats` and `stop`.
 */

export interface EchoServerConfig {
  kind: TransportKind;
  target: BenchTarget;
  replica: number;
}

export type EchoServerMessage =
  | { type: 'ready' }
  | { type: 'stats'; calls: number; cpuMicros: number; rss: number; heapAfterGc: number }
  | { type: 'stopped' };
export type EchoServerCommand = { type: 'stats' } | { type: 'stop' };

let calls = 0;

@Controller()
class EchoHandlers {
  @MessagePattern(ECHO_PATTERN)
  echo(@Payload() payload: unknown): unknown {
    calls += 1;
    return payload;
  }
}

@Module({ controllers: [EchoHandlers] })
class EchoModule {}

function reply(message: EchoServerMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const config = JSON.parse(process.argv[2] ?? '') as EchoServerConfig;
  const app = await NestFactory.createMicroservice(EchoModule, {
    ...serverOptions(config.kind, config.target, config.replica),
    logger: ['error', 'warn'],
  });
  await app.listen();
  process.on('message', (command: EchoServerCommand) => {
    if (command.type === 'stats') {
      const { user, system } = process.cpuUsage();
      const { rss } = process.memoryUsage();
      // RSS shows what the process took under load; the heap after a full GC shows what it keeps.
      (globalThis as { gc?: () => void }).gc?.();
      reply({ type: 'stats', calls, cpuMicros: user + system, rss, heapAfterGc: process.memoryUsage().heapUsed });
    }
    if (command.type === 'stop') {
      void app.close().then(() => {
        reply({ type: 'stopped' });
        process.disconnect();
      });
    }
  });
  // An orphan must not outlive the benchmark.
  process.on('disconnect', () => setTimeout(() => process.exit(0), 1_000).unref());
  reply({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
