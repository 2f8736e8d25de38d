import { DynamicModule, Module } from '@nestjs/common';
import { REDIS_STREAMS_DEFAULTS, RedisStreamsClient, type RedisStreamsOptions } from '../messaging';
import { RPC_PROXY, RPC_REQUEST_TIMEOUT_MS, RpcClient } from './rpc-client';

@Module({})
export class RpcClientModule {
  static forRoot(options: RedisStreamsOptions): DynamicModule {
    return {
      module: RpcClientModule,
      global: true,
      providers: [
        {
          provide: RPC_PROXY,
          useFactory: async () => {
            const client = new RedisStreamsClient(options);
            await client.connect();
            return client;
          },
        },
        {
          provide: RPC_REQUEST_TIMEOUT_MS,
          useValue: options.requestTimeoutMs ?? REDIS_STREAMS_DEFAULTS.requestTimeoutMs,
        },
        RpcClient,
      ],
      exports: [RpcClient, RPC_PROXY],
    };
  }
}
