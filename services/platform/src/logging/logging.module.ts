import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { RequestContext } from '../context/request-context';

/** Paths pino removes from every log line: credentials, payment data and feed secrets. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  // Headers that act for the admin's session and the shopper's cart, wherever a headers object is logged.
  '*.headers["x-csrf-token"]',
  '*.headers["x-cart-session"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.secret',
  '*.token',
  '*.apiKey',
  '*.clientSecret',
  '*.feedAuth',
  'config.DATABASE_URL',
  'config.MEILI_MASTER_KEY',
  'config.STRIPE_SECRET_KEY',
  'config.STRIPE_WEBHOOK_SECRET',
];

export interface LoggingOptions {
  app: string;
  level: string;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** The caller's X-Request-Id when it looks like one (so logs can't be forged with any text), else a new id. */
export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given)) return given;
  return RequestContext.newRequestId();
}

@Module({})
export class LoggingModule {
  static forRoot(options: LoggingOptions): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          // path-to-regexp 8 syntax for "every route" (the default '*' logs a conversion warning).
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            name: options.app,
            level: options.level,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            genReqId: (req) => RequestContext.requestId() ?? requestIdFrom(req),
            // Health probes and metrics scrapes would drown the useful lines.
            autoLogging: { ignore: (req) => /\/(health|metrics)$/.test(req.url ?? '') },
            mixin: () => {
              const requestId = RequestContext.requestId();
              const actor = RequestContext.actor();
              return { ...(requestId ? { requestId } : {}), ...(actor ? { actor: actor.email, actorId: actor.id } : {}) };
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
            },
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
