import {
  type ClientProxy,
  ClientProxyFactory,
  type MicroserviceOptions,
  Transport,
} from '@nestjs/microservices';
import { RedisStreamsClient, RedisStreamsServer } from '@lumina/platform';

export const TRANSPORT_KINDS = ['redis-streams', 'nest-redis', 'nest-nats', 'nest-tcp'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

export const TRANSPORT_LABELS: Record<TransportKind, string> = {
  'redis-streams': 'Lumina Redis Streams',
  'nest-redis': 'Nest Transport.REDIS',
  'nest-nats': 'Nest Transport.NATS',
  'nest-tcp': 'Nest Transport.TCP',
};

/** `bench` is the owning service of the pattern for our transport: stream `<prefix>:rpc:bench`. */
export const ECHO_PATTERN = 'bench.echo';

/** Everything stays on this machine. */
export interface BenchTarget {
  redisPort: number;
  /** `nats://127.0.0.1:4222` unless NATS_URL says otherwise (still loopback). */
  natsUrl: string;
  prefix: string;
  /** Replica n of the TCP server listens on tcpPort + n (TCP has no shared queue to compete on). */
  tcpPort: number;
}

const HOST = '127.0.0.1';
/** Every replica joins this NATS queue group, so each request goes to one member of it. */
const NATS_QUEUE = 'bench';

export function serverOptions(
  kind: TransportKind,
  target: BenchTarget,
  replica: number,
): MicroserviceOptions {
  switch (kind) {
    case 'redis-streams':
      return {
        strategy: new RedisStreamsServer({
          url: `redis://${HOST}:${target.redisPort}`,
          prefix: target.prefix,
          service: 'bench',
        }),
      };
    case 'nest-redis':
      return { transport: Transport.REDIS, options: { host: HOST, port: target.redisPort } };
    case 'nest-nats':
      return { transport: Transport.NATS, options: { servers: [target.natsUrl], queue: NATS_QUEUE } };
    case 'nest-tcp':
      return { transport: Transport.TCP, options: { host: HOST, port: target.tcpPort + replica } };
  }
}

/** TCP clients talk to replica 0 only: without a load balancer that is all TCP can do. */
export function createClient(kind: TransportKind, target: BenchTarget): ClientProxy {
  switch (kind) {
    case 'redis-streams':
      return new RedisStreamsClient({ url: `redis://${HOST}:${target.redisPort}`, prefix: target.prefix });
    case 'nest-redis':
      return ClientProxyFactory.create({
        transport: Transport.REDIS,
        options: { host: HOST, port: target.redisPort },
      });
    case 'nest-nats':
      return ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [target.natsUrl] } });
    case 'nest-tcp':
      return ClientProxyFactory.create({
        transport: Transport.TCP,
        options: { host: HOST, port: target.tcpPort },
      });
  }
}
