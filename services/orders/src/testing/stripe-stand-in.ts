import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as Stripe's API documents it (the fields our adapter and the SDK read). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  livemode: false;
  created: number;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  description: null;
  last_payment_error: null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/**
 * Answers the two endpoints the Stripe adapter uses (POST /v1/payment_intents, GET
 * /v1/payment_intents/:id) with Stripe's documented shapes, so the real `stripe` SDK can be
 * tested without Stripe's servers. Honours Idempotency-Key like Stripe does.
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly requests: RecordedRequest[] = [];
  /** While set, every call answers 503 the way Stripe's API errors look. */
  down = false;
  private readonly byIdempotencyKey = new Map<string, string>();
  private server?: Server;
  port = 0;

  constructor(private readonly secretKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What a confirmed Payment Element does on Stripe's side. */
  succeed(id: string): StandInIntent {
    return this.update(id, { status: 'succeeded', amount_received: this.get(id).amount });
  }

  update(id: string, changes: Partial<StandInIntent>): StandInIntent {
    const intent = { ...this.get(id), ...changes };
    this.intents.set(id, intent);
    return intent;
  }

  get(id: string): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`stand-in has no intent ${id}`);
    return intent;
  }

  creates(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    this.requests.push({ method: req.method ?? '', path, form, headers: req.headers });

    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.down) return send(res, 503, { error: { type: 'api_error', message: 'Stand-in is down' } });
    if (req.method === 'POST' && path === '/v1/payment_intents') return this.create(req, form, res);
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      const intent = this.intents.get(decodeURIComponent(match[1]));
      if (intent) return send(res, 200, intent);
      return send(res, 404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${match[1]}'` },
      });
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  }

  private create(req: IncomingMessage, form: URLSearchParams, res: ServerResponse): void {
    const key = req.headers['idempotency-key'];
    const previous = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    if (previous) return send(res, 200, this.get(previous));
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const methods = [...form.entries()].filter(([name]) => name.startsWith('allowed_payment_method_types[')).map(([, v]) => v);
    const metadata = Object.fromEntries(
      [...form.entries()].filter(([name]) => name.startsWith('metadata[')).map(([name, v]) => [name.slice(9, -1), v]),
    );
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_capturable: 0,
      amount_received: 0,
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata,
      allowed_payment_method_types: methods,
      payment_method_types: methods,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      description: null,
      last_payment_error: null,
    };
    this.intents.set(id, intent);
    if (typeof key === 'string') this.byIdempotencyKey.set(key, id);
    send(res, 200, intent);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}

/** A Stripe event envelope as webhooks deliver it. */
export function stripeEvent(type: string, intent: StandInIntent, id = `evt_${randomBytes(10).toString('hex')}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}
