import { Controller, Get, Header, Headers, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { orderNumberSchema, OrdersPatterns, type OrderDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { CART_SESSION_HEADER, resolveCartSession } from '../cart/cart-session';
import { Public } from '../auth/access.decorators';

class OrderSessionQuery extends createZodDto(z.object({ session: z.string().optional() })) {}

const orderNumberParam = new ZodValidationPipe(orderNumberSchema);

/**
 * Spec §7's order read, plus its invoice. Order numbers are sequential, so both need the cart
 * session that placed the order (header, or `?session=` for a plain download link).
 */
@ApiTags('orders')
@ApiHeader({ name: CART_SESSION_HEADER, required: false, description: 'The cart session that placed the order (or ?session=)' })
@ApiNotFoundResponse({ description: "ORDERS.ORDER_NOT_FOUND: unknown number, or another session's order" })
@Public()
@Controller('orders')
export class OrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':orderNumber')
  @ApiOkResponse({ description: 'The order (spec §3)' })
  byNumber(
    @Param('orderNumber', orderNumberParam) orderNumber: string,
    @Query() query: OrderSessionQuery,
    @Headers(CART_SESSION_HEADER) header: string | undefined,
  ): Promise<OrderDto> {
    return this.rpc.send(OrdersPatterns.byNumber, { orderNumber, cartSessionId: resolveCartSession(header, query.session) });
  }

  @Get(':orderNumber/invoice.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The invoice with its VAT breakdown' })
  @Header('cache-control', 'private, no-store')
  async invoice(
    @Param('orderNumber', orderNumberParam) orderNumber: string,
    @Query() query: OrderSessionQuery,
    @Headers(CART_SESSION_HEADER) header: string | undefined,
  ): Promise<StreamableFile> {
    const file = await this.rpc.send(OrdersPatterns.invoice, { orderNumber, cartSessionId: resolveCartSession(header, query.session) });
    return new StreamableFile(Buffer.from(file.contentBase64, 'base64'), {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
    });
  }
}
