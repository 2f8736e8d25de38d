import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Idempotent } from '../http/idempotency/idempotency.interceptor';
import { RateLimited } from '../http/rate-limits';
import { ApiBadRequestResponse, ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  addToCartSchema,
  CartPatterns,
  cartItemIdSchema,
  cartSessionIdSchema,
  updateCartItemBodySchema,
  type CartDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { CART_SESSION_HEADER, resolveCartSession } from './cart-session';
import { Public } from '../auth/access.decorators';

class AddToCartBody extends createZodDto(addToCartSchema) {}
class UpdateCartItemBody extends createZodDto(updateCartItemBodySchema) {}
class SessionQuery extends createZodDto(z.object({ sessionId: z.string().optional() })) {}

const sessionParam = new ZodValidationPipe(cartSessionIdSchema);
const itemParam = new ZodValidationPipe(cartItemIdSchema);

/** Spec §7's cart calls. Every one answers the cart as it is afterwards. */
@ApiTags('cart')
@ApiBadRequestResponse({ description: 'Malformed session id, item id or body' })
@Public()
@Controller('cart')
export class CartController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':sessionId')
  @ApiOkResponse({ description: 'The cart, re-checked with catalog (an unknown session is an empty cart)' })
  get(@Param('sessionId', sessionParam) sessionId: string): Promise<CartDto> {
    return this.rpc.send(CartPatterns.get, { sessionId });
  }

  @Post('add')
  @RateLimited('shopper-write')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The cart after adding (same product again sums, capped at 99)' })
  @ApiNotFoundResponse({ description: 'CART.PRODUCT_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CART.PRODUCT_OUT_OF_STOCK' })
  add(@Body() body: AddToCartBody): Promise<CartDto> {
    return this.rpc.send(CartPatterns.add, body);
  }

  @Put('items/:itemId')
  @RateLimited('shopper-write')
  @Idempotent()
  @ApiHeader({ name: CART_SESSION_HEADER, required: false, description: 'The cart session (or sessionId in the body)' })
  @ApiOkResponse({ description: 'The cart after the change; quantity 0 or less removes the line' })
  @ApiNotFoundResponse({ description: 'CART.ITEM_NOT_FOUND: no such item in this cart' })
  update(
    @Param('itemId', itemParam) itemId: string,
    @Body() body: UpdateCartItemBody,
    @Headers(CART_SESSION_HEADER) header: string | undefined,
  ): Promise<CartDto> {
    const sessionId = resolveCartSession(header, body.sessionId);
    return this.rpc.send(CartPatterns.updateItem, { sessionId, itemId, quantity: body.quantity });
  }

  @Delete('items/:itemId')
  @RateLimited('shopper-write')
  @Idempotent()
  @ApiHeader({ name: CART_SESSION_HEADER, required: false, description: 'The cart session (or ?sessionId=)' })
  @ApiOkResponse({ description: 'The cart without the line' })
  @ApiNotFoundResponse({ description: 'CART.ITEM_NOT_FOUND: no such item in this cart' })
  remove(
    @Param('itemId', itemParam) itemId: string,
    @Query() query: SessionQuery,
    @Headers(CART_SESSION_HEADER) header: string | undefined,
  ): Promise<CartDto> {
    return this.rpc.send(CartPatterns.removeItem, { sessionId: resolveCartSession(header, query.sessionId), itemId });
  }

  @Delete(':sessionId')
  @RateLimited('shopper-write')
  @Idempotent()
  @ApiOkResponse({ description: 'The emptied cart' })
  clear(@Param('sessionId', sessionParam) sessionId: string): Promise<CartDto> {
    return this.rpc.send(CartPatterns.clear, { sessionId });
  }
}
