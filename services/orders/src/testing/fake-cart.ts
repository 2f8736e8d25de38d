import { Controller, Inject, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  CartPatterns,
  OrdersEvents,
  type CartSessionPayload,
  type CheckoutCartDto,
  type CheckoutCartLine,
  type OrderPaidEvent,
} from '@lumina/contracts';
import { startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';

/** Carts as orders sees them through `cart.checkout`, and every `order.paid` the cart would get. */
export class FakeCartData {
  readonly carts = new Map<string, { lines: CheckoutCartLine[]; verified: boolean }>();
  readonly paidEvents: OrderPaidEvent[] = [];

  put(sessionId: string, lines: Array<Partial<CheckoutCartLine>>, verified = true): CheckoutCartLine[] {
    const full = lines.map((line, i) => ({
      productId: randomUUID(),
      title: `Lamp ${i + 1}`,
      sku: `SKU-${i + 1}`,
      quantity: 1,
      unitPriceMinor: 5000,
      currency: 'EUR',
      inStock: true,
      ...line,
    }));
    this.carts.set(sessionId, { lines: full, verified });
    return full;
  }

  paidFor(sessionId: string): OrderPaidEvent[] {
    return this.paidEvents.filter((event) => event.cartSessionId === sessionId);
  }
}

const DATA = Symbol('FAKE_CART_DATA');

@Controller()
class FakeCartHandlers {
  constructor(@Inject(DATA) private readonly data: FakeCartData) {}

  @MessagePattern(CartPatterns.checkout)
  checkout(@Payload() { sessionId }: CartSessionPayload): CheckoutCartDto {
    const cart = this.data.carts.get(sessionId);
    return { sessionId, lines: cart?.lines ?? [], verified: cart?.verified ?? true };
  }

  @EventPattern(OrdersEvents.paid)
  paid(@Payload() event: OrderPaidEvent): void {
    this.data.paidEvents.push(event);
  }
}

export async function startFakeCart(keyPrefix: string): Promise<{ data: FakeCartData; harness: ServiceHarness }> {
  const data = new FakeCartData();
  @Module({ controllers: [FakeCartHandlers], providers: [{ provide: DATA, useValue: data }] })
  class FakeCartModule {}
  const harness = await startServiceForTest('cart', FakeCartModule, { keyPrefix });
  return { data, harness };
}
