import { Controller, Inject } from '@nestjs/common';
import { ClientProxy, ClientsModule, MessagePattern } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { RequestContext } from '../../context/request-context';
import { RedisStreamsClient } from '../redis-streams.client';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  replicaModule,
  Resources,
  startReplica,
  testPrefix,
} from './harness';

const UPSTREAM = Symbol('UPSTREAM');

@Controller()
class InnerHandlers {
  @MessagePattern('inner.whoami')
  whoami(): string | undefined {
    return RequestContext.requestId();
  }
}

@Controller()
class OuterHandlers {
  constructor(@Inject(UPSTREAM) private readonly inner: ClientProxy) {}

  /** Calls another service without passing the id: the context must carry it. */
  @MessagePattern('outer.trace')
  async trace(): Promise<{ outer?: string; inner?: string }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const inner = await lastValueFrom(this.inner.send<string>('inner.whoami', {}));
    return { outer: RequestContext.requestId(), inner };
  }
}

describe('RedisStreams request context', () => {
  const prefix = testPrefix('context');
  const resources = new Resources();

  afterAll(async () => {
    await resources.closeAll();
    await deleteKeys(prefix);
  });

  it('runs handlers, and the calls they make, under the caller request id', async () => {
    const options = { url: REDIS_URL, prefix };
    const clients = ClientsModule.register([{ name: UPSTREAM, customClass: RedisStreamsClient, options }]);
    resources.add(await startReplica(replicaModule([InnerHandlers]), { ...options, service: 'inner' }));
    resources.add(
      await startReplica(replicaModule([OuterHandlers], [], [clients]), { ...options, service: 'outer' }),
    );
    const client = resources.add(await connectClient(options));

    const [first, second] = await Promise.all([
      RequestContext.run({ requestId: 'req-first' }, () => call(client, 'outer.trace', {})),
      RequestContext.run({ requestId: 'req-second' }, () => call(client, 'outer.trace', {})),
    ]);

    expect(first).toEqual({ outer: 'req-first', inner: 'req-first' });
    expect(second).toEqual({ outer: 'req-second', inner: 'req-second' });
  });
});
