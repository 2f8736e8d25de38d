import { ArgumentsHost, Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { RpcWireExceptionFilter } from '../messaging/rpc-wire-exception.filter';

/**
 * A service process answers messages and a few HTTP routes (/health, /metrics). Messages get
 * WireErrors; HTTP keeps Nest's default handling (e.g. terminus' 503 with its report).
 */
@Catch()
export class ServiceExceptionFilter extends BaseExceptionFilter {
  private readonly rpc = new RpcWireExceptionFilter();

  override catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() === 'rpc') return this.rpc.catch(exception, host);
    return super.catch(exception, host);
  }
}
