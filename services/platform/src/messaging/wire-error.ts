import { isWireError, type WireError } from '@lumina/contracts';
import { RpcException } from '@nestjs/microservices';
import { DomainError } from '../errors/domain-error';

export const INTERNAL_WIRE_ERROR: WireError = Object.freeze({
  code: 'INTERNAL',
  kind: 'internal',
  message: 'Internal error',
});

/**
 * What a caller may see of whatever reached the transport. Services register
 * RpcWireExceptionFilter, so the server mostly sees WireErrors already; this matters for handlers
 * registered without Nest's pipeline and for Nest's default filter output (not a WireError).
 * Returns null for errors that must not cross the wire, leaving the logging to the caller.
 */
export function knownWireError(error: unknown): WireError | null {
  if (error instanceof DomainError) return error.toWire();
  if (error instanceof RpcException) return knownWireError(error.getError());
  // Copy the four fields only: an Error that happens to look like a WireError carries a stack.
  if (isWireError(error)) {
    const { code, kind, message, details } = error;
    return details === undefined ? { code, kind, message } : { code, kind, message, details };
  }
  return null;
}

/** What the caller receives for anything a handler threw. */
export function toWireError(error: unknown): WireError {
  return knownWireError(error) ?? INTERNAL_WIRE_ERROR;
}

export const RpcErrors = {
  timeout(service: string, pattern: string, timeoutMs: number): WireError {
    return {
      code: 'RPC.TIMEOUT',
      kind: 'unavailable',
      message: `No reply from ${service} for ${pattern} within ${timeoutMs} ms`,
    };
  },
  clientClosed(service: string, pattern: string): WireError {
    return {
      code: 'RPC.CLIENT_CLOSED',
      kind: 'unavailable',
      message: `Client closed before ${service} replied to ${pattern}`,
    };
  },
  sendFailed(service: string, pattern: string): WireError {
    return {
      code: 'RPC.SEND_FAILED',
      kind: 'unavailable',
      message: `Could not send ${pattern} to ${service}`,
    };
  },
  noHandler(service: string, pattern: string): WireError {
    return {
      code: 'RPC.NO_HANDLER',
      kind: 'unavailable',
      message: `${service} has no handler for ${pattern}`,
    };
  },
  /** Stable code callers may test for (issue 10): the encoded message exceeds maxMessageBytes. */
  payloadTooLarge(pattern: string, bytes: number, limit: number): WireError {
    return {
      code: 'RPC.PAYLOAD_TOO_LARGE',
      kind: 'validation',
      message: `${pattern} is ${bytes} bytes encoded, over the ${limit}-byte message limit`,
      details: { bytes, limit },
    };
  },
  /** No replica of the service has read its request stream lately: fail fast instead of timing out. */
  serviceDown(service: string, pattern: string, withinMs: number): WireError {
    return {
      code: 'RPC.UNAVAILABLE',
      kind: 'unavailable',
      message: `${service} is unavailable (no replica reported within ${Math.round(withinMs / 1000)} s); ${pattern} was not sent`,
    };
  },
  notReplicated(pattern: string, acked: number, wanted: number): WireError {
    return {
      code: 'RPC.NOT_REPLICATED',
      kind: 'unavailable',
      message: `${pattern} reached ${acked} of ${wanted} Redis replicas; send it again`,
    };
  },
  deadLettered(pattern: string, deliveries: number): WireError {
    return {
      code: 'RPC.DEAD_LETTERED',
      kind: 'internal',
      message: `${pattern} was abandoned after ${deliveries} deliveries`,
    };
  },
};
