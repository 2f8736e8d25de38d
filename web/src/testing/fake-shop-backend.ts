import { shippingFeeMinor, vatDueOnDelivery, vatIncludedMinor, vatRatePercent } from '@lumina/contracts';
import { asCountryCode } from '@/features/checkout/lib/countries';
import { jsonResponse, mockFetch } from './test-utils';

/**
 * An in-memory stand-in for the BFF's cart, payment and order calls (spec §7), installed as the
 * `global.fetch` mock. Tests override single answers with `override(method, pathPattern, handler)`.
 */

export interface FakeProduct {
  id: string;
  name: string;
  slug: string;
  sku: string;
  price: string;
  inStock?: boolean;
}

interface Line {
  id: string;
  productId: string;
  quantity: number;
}

type Handler = (request: Request, url: URL) => Response | Promise<Response>;

/** The JSON bodies the fake routes read (each route uses its own subset). */
interface RequestBody {
  sessionId: string;
  productId: string;
  quantity: number;
  cartSessionId: string;
  amount: number;
  currency: string;
  country?: string;
  paymentIntentId: string;
  outcome?: 'succeed' | 'decline';
  shippingAddress: { country: string } & Record<string, unknown>;
  billingAddress?: unknown;
}

export const PRODUCTS: FakeProduct[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Aria Pendant',
    slug: 'aria-pendant',
    sku: 'ARIA-01',
    price: '49.90',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Luna Wall Sconce',
    slug: 'luna-wall-sconce',
    sku: 'LUNA-02',
    price: '12.50',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Sol Garden Light',
    slug: 'sol-garden-light',
    sku: 'SOL-03',
    price: '30.00',
  },
];

export const SESSION_ID = 'session_1700000000000_abc123';

/** The fake server's CHF rate (the real one is the orders service's CHF_PER_EUR setting). */
export const CHF_PER_EUR = 0.9;

export function createFakeShopBackend() {
  const carts = new Map<string, Line[]>();
  const overrides: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const requests: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const orders = new Map<string, unknown>();
  let lineCounter = 0;
  let intentCounter = 0;

  const product = (id: string) => PRODUCTS.find((candidate) => candidate.id === id);

  function cartBody(sessionId: string) {
    const lines = carts.get(sessionId) ?? [];
    const items = lines.map((line) => {
      const p = product(line.productId)!;
      return {
        id: line.id,
        productId: p.id,
        quantity: line.quantity,
        price: p.price,
        addedPrice: p.price,
        priceChanged: false,
        currency: 'EUR',
        product: { name: p.name, slug: p.slug, sku: p.sku, imageUrl: null, inStock: p.inStock ?? true, energyLabel: null },
      };
    });
    const cents = items.reduce((sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity, 0);
    return {
      sessionId,
      items,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      totalAmount: (cents / 100).toFixed(2),
      currency: 'EUR',
      verified: true,
    };
  }

  function quote(sessionId: string, country: string) {
    const lines = carts.get(sessionId) ?? [];
    const chf = country === 'CH';
    const subtotal = lines.reduce((sum, line) => {
      const unit = Math.round(Number(product(line.productId)!.price) * 100);
      return sum + (chf ? Math.round(unit * CHF_PER_EUR) : unit) * line.quantity;
    }, 0);
    // The contracts' tables, as the orders service applies them (threshold judged in euros).
    const euros = lines.reduce((sum, line) => sum + Math.round(Number(product(line.productId)!.price) * 100) * line.quantity, 0);
    const code = asCountryCode(country);
    const shipping = shippingFeeMinor(code, euros);
    const amount = subtotal + shipping;
    const taxRatePercent = vatRatePercent(code);
    return {
      currency: chf ? 'chf' : 'eur',
      subtotal,
      shipping,
      taxAmount: vatIncludedMinor(amount, taxRatePercent),
      amount,
      taxRatePercent,
      vatDueOnDelivery: vatDueOnDelivery(code),
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  function setCart(sessionId: string, lines: { productId: string; quantity: number }[]) {
    carts.set(
      sessionId,
      lines.map((line) => ({ ...line, id: `line-${++lineCounter}` })),
    );
  }

  const routes: {
    method: string;
    pattern: RegExp;
    handler: (request: Request, match: RegExpMatchArray, body: RequestBody) => Response;
  }[] = [
    {
      method: 'GET',
      pattern: /^\/api\/cart\/([^/]+)$/,
      handler: (_r, m) => jsonResponse(cartBody(decodeURIComponent(m[1]!))),
    },
    {
      method: 'POST',
      pattern: /^\/api\/cart\/add$/,
      handler: (_r, _m, body) => {
        const lines = carts.get(body.sessionId) ?? [];
        const existing = lines.find((line) => line.productId === body.productId);
        if (existing) existing.quantity = Math.min(99, existing.quantity + body.quantity);
        else lines.push({ id: `line-${++lineCounter}`, productId: body.productId, quantity: body.quantity });
        carts.set(body.sessionId, lines);
        return jsonResponse(cartBody(body.sessionId));
      },
    },
    {
      method: 'PUT',
      pattern: /^\/api\/cart\/items\/([^/]+)$/,
      handler: (request, m, body) => {
        const sessionId = request.headers.get('x-cart-session') ?? body.sessionId;
        const lines = carts.get(sessionId) ?? [];
        const line = lines.find((candidate) => candidate.id === m[1]);
        if (!line) return jsonResponse({ message: 'Cart item not found' }, { status: 404 });
        line.quantity = body.quantity;
        return jsonResponse(cartBody(sessionId));
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/api\/cart\/items\/([^/]+)$/,
      handler: (request, m) => {
        const sessionId = request.headers.get('x-cart-session')!;
        carts.set(
          sessionId,
          (carts.get(sessionId) ?? []).filter((line) => line.id !== m[1]),
        );
        return jsonResponse(cartBody(sessionId));
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/api\/cart\/([^/]+)$/,
      handler: (_r, m) => {
        carts.set(decodeURIComponent(m[1]!), []);
        return jsonResponse(cartBody(decodeURIComponent(m[1]!)));
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/checkout\/quote$/,
      handler: (request) => {
        const url = new URL(request.url);
        return jsonResponse(
          quote(url.searchParams.get('cartSessionId')!, url.searchParams.get('country') ?? 'ES'),
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/create-payment-intent$/,
      handler: (_r, _m, body) => {
        const expected = quote(body.cartSessionId, body.shippingAddress?.country ?? body.country ?? 'ES');
        if (body.amount !== expected.amount || body.currency !== expected.currency) {
          return jsonResponse({ message: 'The order total changed' }, { status: 409 });
        }
        intentCounter += 1;
        const id = `manual_pi_${intentCounter}`;
        return jsonResponse({
          ...expected,
          clientSecret: `${id}_secret_x`,
          paymentIntentId: id,
          provider: 'manual',
          paymentMethodTypes: ['manual'],
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/payments\/manual\/confirm$/,
      handler: (_r, _m, body) =>
        jsonResponse(
          body.outcome === 'decline'
            ? {
                paymentIntentId: body.paymentIntentId,
                status: 'requires_payment_method',
                error: 'Your card was declined (test payment).',
              }
            : { paymentIntentId: body.paymentIntentId, status: 'succeeded' },
        ),
    },
    {
      method: 'POST',
      pattern: /^\/api\/confirm-payment$/,
      handler: (_r, _m, body) => {
        const cart = cartBody(body.cartSessionId);
        if (cart.items.length === 0)
          return jsonResponse({ success: false, error: 'Your cart is empty' }, { status: 400 });
        const orderNumber = `LUM-2026-${String(orders.size + 1).padStart(6, '0')}`;
        const chf = body.shippingAddress.country === 'CH';
        const totals = quote(body.cartSessionId, body.shippingAddress.country);
        const decimal = (minor: number) => (minor / 100).toFixed(2);
        orders.set(orderNumber, {
          sessionId: body.cartSessionId,
          orderNumber,
          createdAt: '2026-03-01T10:00:00.000Z',
          paymentStatus: 'paid',
          status: 'confirmed',
          items: cart.items.map((item) => {
            const unit = Math.round(Number(item.price) * 100);
            const converted = chf ? Math.round(unit * CHF_PER_EUR) : unit;
            return {
              id: `oi-${item.id}`,
              productId: item.productId,
              productName: item.product.name,
              productSku: item.product.sku,
              quantity: item.quantity,
              unitPrice: decimal(converted),
              totalPrice: decimal(converted * item.quantity),
            };
          }),
          shippingAddress: JSON.stringify(body.shippingAddress),
          billingAddress: JSON.stringify(body.billingAddress),
          subtotal: decimal(totals.subtotal),
          shippingAmount: decimal(totals.shipping),
          taxAmount: decimal(totals.taxAmount),
          totalAmount: decimal(totals.amount),
          currency: chf ? 'CHF' : 'EUR',
          taxRatePercent: totals.taxRatePercent,
          taxIncluded: true,
          vatDueOnDelivery: totals.vatDueOnDelivery,
        });
        carts.set(body.cartSessionId, []);
        return jsonResponse({ success: true, orderNumber });
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/orders\/([^/]+)$/,
      handler: (request, m) => {
        const order = orders.get(decodeURIComponent(m[1]!)) as { sessionId: string } | undefined;
        if (!order || order.sessionId !== request.headers.get('x-cart-session'))
          return jsonResponse({ message: 'Order not found' }, { status: 404 });
        const body: Record<string, unknown> = { ...order };
        delete body.sessionId;
        return jsonResponse(body);
      },
    },
  ];

  async function answer(request: Request, useOverrides: boolean): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = (text ? JSON.parse(text) : {}) as RequestBody;
    if (useOverrides) {
      requests.push({ method: request.method, path: url.pathname, body, headers: request.headers });
      for (const override of overrides) {
        if (override.method === request.method && override.pattern.test(url.pathname))
          return override.handler(request, url);
      }
    }
    for (const route of routes) {
      const match = url.pathname.match(route.pattern);
      if (route.method === request.method && match) return route.handler(request, match, body);
    }
    return new Response('not found', { status: 404 });
  }

  const fetchMock = mockFetch((_url, request) => answer(request, true));

  return {
    fetchMock,
    requests,
    setCart,
    quote,
    cartBody,
    orders,
    /** The fake server's own answer, ignoring overrides (for an override that only delays or inspects). */
    forward: (request: Request) => answer(request, false),
    /** Answers `method` calls whose path matches `pattern` with `handler` (latest first). */
    override(method: string, pattern: RegExp, handler: Handler) {
      overrides.unshift({ method, pattern, handler });
    },
    calls(method: string, path: RegExp) {
      return requests.filter((request) => request.method === method && path.test(request.path));
    },
  };
}
