import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  addToCartSchema,
  CartPatterns,
  cartSessionPayload,
  orderPaidEventSchema,
  OrdersEvents,
  removeCartItemPayload,
  updateCartItemPayload,
  type AddToCartInput,
  type CartDto,
  type CartSessionPayload,
  type CheckoutCartDto,
  type OrderPaidEvent,
  type RemoveCartItemPayload,
  type UpdateCartItemPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { CartsService } from './carts.service';

@Controller()
export class CartsHandlers {
  constructor(private readonly carts: CartsService) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload(new ZodPayloadPipe(cartSessionPayload)) { sessionId }: CartSessionPayload): Promise<CartDto> {
    return this.carts.get(sessionId);
  }

  @MessagePattern(CartPatterns.add)
  add(@Payload(new ZodPayloadPipe(addToCartSchema)) payload: AddToCartInput): Promise<CartDto> {
    return this.carts.add(payload);
  }

  @MessagePattern(CartPatterns.updateItem)
  updateItem(@Payload(new ZodPayloadPipe(updateCartItemPayload)) payload: UpdateCartItemPayload): Promise<CartDto> {
    return this.carts.updateItem(payload);
  }

  @MessagePattern(CartPatterns.removeItem)
  removeItem(@Payload(new ZodPayloadPipe(removeCartItemPayload)) payload: RemoveCartItemPayload): Promise<CartDto> {
    return this.carts.removeItem(payload);
  }

  @MessagePattern(CartPatterns.clear)
  clear(@Payload(new ZodPayloadPipe(cartSessionPayload)) { sessionId }: CartSessionPayload): Promise<CartDto> {
    return this.carts.clear(sessionId);
  }

  @MessagePattern(CartPatterns.checkout)
  checkout(@Payload(new ZodPayloadPipe(cartSessionPayload)) { sessionId }: CartSessionPayload): Promise<CheckoutCartDto> {
    return this.carts.checkout(sessionId);
  }

  @EventPattern(OrdersEvents.paid)
  onOrderPaid(@Payload(new ZodPayloadPipe(orderPaidEventSchema)) event: OrderPaidEvent): Promise<void> {
    return this.carts.clearPaid(event);
  }
}
