import { DynamicModule, Module } from '@nestjs/common';
import { RedisStreamsClient, type RedisStreamsOptions } from '../messaging';
import { RPC_PROXY, RpcClient } from './rpc-client';

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
        RpcClient,
      ],
      exports: [RpcClient, RPC_PROXY],
    };
  }
}
