import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InvoiceFileDto, OrderDto, OrderLookupPayload } from '@lumina/contracts';
import type { Repository } from 'typeorm';
import type { OrdersConfig } from '../config';
import { renderInvoicePdf } from '../invoices/invoice.pdf';
import { ORDERS_CONFIG } from '../orders-config.token';
import { toOrderDto } from './order-dto';
import { OrderEntity } from './order.entity';
import { OrderNotFoundError } from './order.errors';

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** Only the cart session that placed the order reads it; anyone else gets the same 404 as for no order. */
  async find({ orderNumber, cartSessionId }: OrderLookupPayload): Promise<OrderEntity> {
    const order = await this.orders.findOne({ where: { orderNumber, cartSessionId }, relations: { lines: true } });
    if (!order) throw new OrderNotFoundError(orderNumber);
    return order;
  }

  async byNumber(lookup: OrderLookupPayload): Promise<OrderDto> {
    return toOrderDto(await this.find(lookup));
  }

  async invoice(lookup: OrderLookupPayload): Promise<InvoiceFileDto> {
    const order = await this.find(lookup);
    const pdf = await renderInvoicePdf(order, {
      name: this.config.SELLER_NAME,
      address: this.config.SELLER_ADDRESS,
      vatId: this.config.SELLER_VAT_ID,
    });
    return { filename: `invoice-${order.orderNumber}.pdf`, contentBase64: pdf.toString('base64') };
  }
}
