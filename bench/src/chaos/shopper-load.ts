import { randomBytes } from 'node:crypto';
import type { CartDto, ConfirmPaymentDto, PaymentIntentDto, ProductDto, ProductListDto } from '@lumina/contracts';
import { withRetries, type Answer, type ShopClient } from './shop-client';

/** Journeys started per second, each at its own evenly spaced times (open loop: a slow answer does not slow the load). */
export interface LoadRates {
  browse: number;
  search: number;
  click: number;
  cart: number;
  checkout: number;
}

export const DEFAULT_RATES: LoadRates = { browse: 3, search: 2, click: 3, cart: 1, checkout: 0.5 };

export interface Catalogue {
  inStock: string[];
  slugs: string[];
  clickable: string[];
}

export interface SentClick {
  clickId: string;
  /** When the redirect was asked for, on the run's clock (ms). */
  at: number;
}

/** A cart whose every write was answered: what it must hold at the end (product id → quantity). */
export interface ExpectedCart {
  sessionId: string;
  lines: Record<string, number>;
}

export interface CheckoutOutcome {
  sessionId: string;
  at: number;
  paymentIntentId?: string;
  /** The manual provider answered that the test payment succeeded. */
  paid: boolean;
  orderNumber?: string;
  /** The step that gave up, when there is no order number. */
  failedStep?: string;
}

export interface LoadOutcome {
  clicks: SentClick[];
  carts: ExpectedCart[];
  /** Carts with a write that never got a 2xx: their content is unknown to the shopper. */
  uncertainCarts: number;
  checkouts: CheckoutOutcome[];
  /** Journeys that broke on an answer they could not read (a bug in the bench or a malformed answer). */
  broken: string[];
}

const SEARCH_TERMS = ['pendant', 'led', 'brass', 'wall light', 'ceiling', 'lamp', 'chandelier', 'outdoor', 'chandeleir', 'floor lamp'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHIPPING = {
  email: 'chaos@example.com',
  firstName: 'Chaos',
  lastName: 'Shopper',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  country: 'ES',
  phone: '+34 600 000 000',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the demo catalogue offers, read once before the clock starts. */
export async function readCatalogue(client: ShopClient): Promise<Catalogue> {
  const products: ProductDto[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const answer = await client.call('setup', 'GET', `/api/products?limit=100&page=${page}`);
    if (answer.status !== 200) throw new Error(`GET /api/products answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    products.push(...(JSON.parse(answer.body) as ProductListDto).products);
  }
  const catalogue = {
    inStock: products.filter((p) => p.isInStock).map((p) => p.id),
    slugs: products.map((p) => p.slug),
    clickable: products.filter((p) => p.affiliateUrl).map((p) => p.id),
  };
  if (catalogue.inStock.length < 2 || catalogue.clickable.length === 0)
    throw new Error('The demo catalogue has too few products in stock or with a merchant link');
  return catalogue;
}

/**
 * The mixed shopper load at fixed rates for `durationMs`: browse (a listing page and a product),
 * search, 'view deal' clicks through the redirect, carts (add, add, change a quantity) and
 * checkouts with the manual provider. Writes are retried as a careful client would (same
 * Idempotency-Key). Resolves once every started journey has finished.
 */
export async function runShopperLoad(client: ShopClient, catalogue: Catalogue, rates: LoadRates, durationMs: number): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { clicks: [], carts: [], uncertainCarts: 0, checkouts: [], broken: [] };
  const journeys = new ShopperJourneys(client, catalogue, outcome);
  const running: Array<Promise<void>> = [];
  const kinds = Object.keys(rates) as Array<keyof LoadRates>;
  const started = client.now();
  await Promise.all(
    kinds.map(async (kind) => {
      const spacing = 1000 / rates[kind];
      for (let n = 0; n * spacing < durationMs; n += 1) {
        const due = started + n * spacing;
        const wait = due - client.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        running.push(journeys[kind](n).catch((error: Error) => void outcome.broken.push(`${kind}: ${error.message}`)));
      }
    }),
  );
  await Promise.all(running);
  return outcome;
}

class ShopperJourneys {
  private readonly run = Date.now();

  constructor(
    private readonly client: ShopClient,
    private readonly catalogue: Catalogue,
    private readonly outcome: LoadOutcome,
  ) {}

  browse = async (n: number): Promise<void> => {
    await this.client.call('browse', 'GET', `/api/products?limit=12&page=${(n % 5) + 1}`);
    await this.client.call('browse', 'GET', `/api/products/${pick(this.catalogue.slugs, n)}`);
  };

  search = async (n: number): Promise<void> => {
    await this.client.call('search', 'GET', `/api/products?q=${encodeURIComponent(pick(SEARCH_TERMS, n))}&limit=12`);
  };

  click = async (n: number): Promise<void> => {
    const visitor = n % 500;
    const at = this.client.now();
    const answer = await this.client.call('click', 'GET', `/api/click/${pick(this.catalogue.clickable, n)}?from=%2Fchaos`, {
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}` },
    });
    if (answer.status !== 302) return;
    const location = new URL(String(answer.headers.location));
    const clickId = [...location.searchParams.values()].find((value) => UUID.test(value));
    if (clickId) this.outcome.clicks.push({ clickId, at });
  };

  cart = async (n: number): Promise<void> => {
    const sessionId = this.session('cart', n);
    const [first, second] = this.twoProducts(n);
    const added = (await this.add(sessionId, first, 1)) && (await this.add(sessionId, second, 2));
    const cart = added ? await this.readCart(sessionId) : undefined;
    const line = cart?.items.find((item) => item.productId === first);
    const changed =
      line !== undefined &&
      ok(await this.keyed('cart', 'PUT', `/api/cart/items/${line.id}`, { quantity: 3, sessionId }));
    if (changed) this.outcome.carts.push({ sessionId, lines: { [first]: 3, [second]: 2 } });
    else this.outcome.uncertainCarts += 1;
  };

  checkout = async (n: number): Promise<void> => {
    const sessionId = this.session('order', n);
    const result: CheckoutOutcome = { sessionId, at: this.client.now(), paid: false };
    this.outcome.checkouts.push(result);
    const [first, second] = this.twoProducts(n + 7);
    if (!(await this.add(sessionId, first, 1)) || !(await this.add(sessionId, second, 1))) return void (result.failedStep = 'add to cart');
    const quote = await withRetries(() => this.client.call('checkout', 'GET', `/api/checkout/quote?cartSessionId=${sessionId}&country=ES`), false);
    if (!ok(quote)) return void (result.failedStep = `quote ${quote.status}`);
    const { amount } = JSON.parse(quote.body) as { amount: number };
    const intentAnswer = await this.keyed('checkout', 'POST', '/api/create-payment-intent', { amount, currency: 'eur', cartSessionId: sessionId, shippingAddress: SHIPPING });
    if (!ok(intentAnswer)) return void (result.failedStep = `create-payment-intent ${intentAnswer.status}`);
    const intent = JSON.parse(intentAnswer.body) as PaymentIntentDto;
    result.paymentIntentId = intent.paymentIntentId;
    // The test payment is naturally idempotent (a succeeded intent stays succeeded): retried without a key.
    const payment = await withRetries(
      () => this.client.call('checkout', 'POST', '/api/payments/manual/confirm', { body: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret } }),
      false,
    );
    if (!ok(payment)) return void (result.failedStep = `test payment ${payment.status}`);
    result.paid = true;
    const confirmed = await this.keyed('checkout', 'POST', '/api/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      cartSessionId: sessionId,
      shippingAddress: SHIPPING,
      billingAddress: { sameAsShipping: true },
    });
    if (!ok(confirmed)) return void (result.failedStep = `confirm-payment ${confirmed.status}`);
    result.orderNumber = (JSON.parse(confirmed.body) as ConfirmPaymentDto).orderNumber;
  };

  private async add(sessionId: string, productId: string, quantity: number): Promise<boolean> {
    return ok(await this.keyed('cart', 'POST', '/api/cart/add', { sessionId, productId, quantity }));
  }

  private async readCart(sessionId: string): Promise<CartDto | undefined> {
    const answer = await withRetries(() => this.client.call('cart', 'GET', `/api/cart/${sessionId}`), false);
    return ok(answer) ? (JSON.parse(answer.body) as CartDto) : undefined;
  }

  /** A write with an Idempotency-Key of its own, retried under the same key. */
  private keyed(kind: string, method: string, path: string, body: object): Promise<Answer> {
    const headers = { 'idempotency-key': randomBytes(12).toString('hex') };
    return withRetries(() => this.client.call(kind, method, path, { body, headers }), true);
  }

  private session(kind: string, n: number): string {
    return `session_${this.run}_chaos${kind}${n}`;
  }

  private twoProducts(n: number): [string, string] {
    const { inStock } = this.catalogue;
    return [pick(inStock, n), pick(inStock, n + 1)];
  }
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
