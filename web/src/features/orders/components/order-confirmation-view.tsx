import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { CircleCheck, Download, Loader2, Truck } from 'lucide-react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DELIVERY_DAYS_MAX, DELIVERY_DAYS_MIN, PRODUCT_TEXT_LANGUAGE } from '@/config/constants';
import { paths } from '@/config/paths';
import { Money } from '@/i18n/components/money';
import { useGetOrderQuery } from '../api/orders-api';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { parseOrderAddress } from '../lib/order-address';
import type { OrderAddress, OrderResponse } from '../types';
import { OrderNotFound } from './order-not-found';
import { useOwnedWords } from '@/i18n/owned-words';

const messages = defineMessages({
  title: {
    id: 'order.confirmed.title',
    defaultMessage: 'Order Confirmed',
    description: 'Heading of the order confirmation page',
  },
  thanks: {
    id: 'order.confirmed.thanks',
    defaultMessage: 'Thank you for your order! A confirmation e-mail is on its way.',
    description: 'Line under the order confirmation heading',
  },
  details: {
    id: 'order.details.title',
    defaultMessage: 'Order Details',
    description: 'Heading of the order details card',
  },
  number: {
    id: 'order.details.number',
    defaultMessage: 'Order Number',
    description: 'Label of the order number',
  },
  date: { id: 'order.details.date', defaultMessage: 'Order Date', description: 'Label of the order date' },
  paymentStatus: {
    id: 'order.details.paymentStatus',
    defaultMessage: 'Payment Status',
    description: 'Label of the payment status',
  },
  status: {
    id: 'order.details.status',
    defaultMessage: 'Order Status',
    description: 'Label of the order status',
  },
  items: { id: 'order.items.title', defaultMessage: 'Items', description: 'Heading of the ordered items' },
  sku: {
    id: 'order.items.sku',
    defaultMessage: 'SKU: {sku}',
    description: 'Product reference of an ordered item',
  },
  quantity: {
    id: 'order.items.quantity',
    defaultMessage: 'Qty: {quantity}',
    description: 'Quantity of an ordered item',
  },
  address: {
    id: 'order.address.title',
    defaultMessage: 'Delivery Address',
    description: 'Heading of the delivery address',
  },
  delivery: {
    id: 'order.delivery.title',
    defaultMessage: 'Estimated Delivery',
    description: 'Heading of the delivery estimate',
  },
  deliveryDays: {
    id: 'order.delivery.days',
    defaultMessage: '{min}-{max} business days',
    description: 'Delivery estimate in business days',
  },
  summary: {
    id: 'order.summary.title',
    defaultMessage: 'Order Summary',
    description: 'Heading of the order totals',
  },
  subtotal: {
    id: 'order.summary.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Subtotal label of the order totals',
  },
  vat: {
    id: 'order.summary.vat',
    defaultMessage: 'VAT ({rate, number, percent})',
    description: 'VAT label with its rate in the order totals (orders priced before prices included VAT)',
  },
  vatIncluded: {
    id: 'order.summary.vatIncluded',
    defaultMessage: 'incl. VAT ({rate, number, percent})',
    description: 'Order totals line: the VAT (with its rate) contained in the total',
  },
  swissVat: {
    id: 'order.summary.swissVat',
    defaultMessage: 'No EU VAT. Swiss VAT and duties are due on delivery.',
    description: 'Order totals line for an order delivered to Switzerland',
  },
  shipping: {
    id: 'order.summary.shipping',
    defaultMessage: 'Shipping',
    description: 'Shipping label of the order totals',
  },
  free: {
    id: 'order.summary.free',
    defaultMessage: 'FREE',
    description: 'Shipping value of an order that shipped free',
  },
  total: {
    id: 'order.summary.total',
    defaultMessage: 'Total',
    description: 'Total label of the order totals',
  },
  invoice: {
    id: 'order.invoice.download',
    defaultMessage: 'Download Invoice',
    description: 'Button that downloads the PDF invoice',
  },
  downloading: {
    id: 'order.invoice.downloading',
    defaultMessage: 'Downloading…',
    description: 'Invoice button text while the PDF downloads',
  },
  continue: {
    id: 'order.continueShopping',
    defaultMessage: 'Continue Shopping',
    description: 'Link from the confirmation page to the home page',
  },
  loading: {
    id: 'order.loading',
    defaultMessage: 'Loading your order…',
    description: 'Screen-reader text while the order loads',
  },
});

function Card({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-border bg-background p-6 shadow-sm ${className ?? ''}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function AddressBlock({ address }: { address: OrderAddress }) {
  const intl = useIntl();
  const country = address.country
    ? (() => {
        try {
          return (
            new Intl.DisplayNames([intl.locale], { type: 'region' }).of(address.country) ?? address.country
          );
        } catch {
          return address.country;
        }
      })()
    : undefined;
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    country,
  ].filter((line): line is string => Boolean(line));
  return (
    <address data-testid="order-address" className="space-y-0.5 text-sm not-italic">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {address.email ? <p className="pt-2 text-muted-foreground">{address.email}</p> : null}
      {address.phone ? <p className="text-muted-foreground">{address.phone}</p> : null}
    </address>
  );
}

function ConfirmationSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-12" aria-busy="true">
      <span className="sr-only" role="status">
        <FormattedMessage {...messages.loading} />
      </span>
      <Skeleton radius="full" className="mx-auto h-16 w-16" />
      <Skeleton className="mx-auto h-8 w-64" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

function Row({
  label,
  children,
  testId,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-border pt-3 text-base font-semibold' : ''}`}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd data-testid={testId} className="text-right tabular-nums">
        {children}
      </dd>
    </div>
  );
}

function ConfirmedOrder({ order, sessionId }: { order: OrderResponse; sessionId: string | null }) {
  const words = useOwnedWords();
  const currency = order.currency || 'EUR';
  const address = parseOrderAddress(order.shippingAddress);
  const { download, isDownloading } = useInvoiceDownload({ orderNumber: order.orderNumber, sessionId });
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-16 text-emerald-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="text-muted-foreground">
          <FormattedMessage {...messages.thanks} />
        </p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card title={<FormattedMessage {...messages.details} />}>
          <dl className="space-y-2 text-sm">
            <Row label={<FormattedMessage {...messages.number} />} testId="order-number">
              <span className="font-mono font-semibold">{order.orderNumber}</span>
            </Row>
            <Row label={<FormattedMessage {...messages.date} />}>
              <FormattedDate value={order.createdAt} dateStyle="long" />
            </Row>
            <Row label={<FormattedMessage {...messages.paymentStatus} />}>
              {words.status(order.paymentStatus)}
            </Row>
            <Row label={<FormattedMessage {...messages.status} />}>{words.status(order.status)}</Row>
          </dl>
        </Card>

        <Card title={<FormattedMessage {...messages.address} />}>
          {address ? <AddressBlock address={address} /> : <p className="text-sm text-muted-foreground">—</p>}
          <div className="mt-4 flex items-center gap-3 rounded-md bg-muted p-3 text-sm">
            <Truck className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-medium">
                <FormattedMessage {...messages.delivery} />
              </span>
              {': '}
              <span data-testid="order-delivery">
                <FormattedMessage
                  {...messages.deliveryDays}
                  values={{ min: DELIVERY_DAYS_MIN, max: DELIVERY_DAYS_MAX }}
                />
              </span>
            </p>
          </div>
        </Card>

        <Card title={<FormattedMessage {...messages.items} />} className="md:col-span-2">
          <ul className="divide-y divide-border" data-testid="order-items">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
                <div className="min-w-0">
                  <p lang={PRODUCT_TEXT_LANGUAGE} className="font-medium">
                    {item.productName}
                  </p>
                  <p className="text-muted-foreground">
                    <FormattedMessage {...messages.sku} values={{ sku: item.productSku }} />
                    {' · '}
                    <FormattedMessage {...messages.quantity} values={{ quantity: item.quantity }} />
                  </p>
                </div>
                <Money amount={item.totalPrice} currency={currency} className="font-medium tabular-nums" />
              </li>
            ))}
          </ul>
        </Card>

        <Card title={<FormattedMessage {...messages.summary} />} className="md:col-span-2">
          <dl className="space-y-2 text-sm">
            <Row label={<FormattedMessage {...messages.subtotal} />} testId="order-subtotal">
              <Money amount={order.subtotal} currency={currency} />
            </Row>
            <Row label={<FormattedMessage {...messages.shipping} />} testId="order-shipping">
              {Number.parseFloat(order.shippingAmount ?? '0') > 0 ? (
                <Money amount={order.shippingAmount} currency={currency} />
              ) : (
                <span className="font-semibold text-emerald-700">
                  <FormattedMessage {...messages.free} />
                </span>
              )}
            </Row>
            <Row label={<FormattedMessage {...messages.total} />} testId="order-total" strong>
              <Money amount={order.totalAmount} currency={currency} />
            </Row>
            {order.vatDueOnDelivery ? (
              <p data-testid="order-vat" className="text-xs text-muted-foreground">
                <FormattedMessage {...messages.swissVat} />
              </p>
            ) : (
              <Row
                label={
                  <FormattedMessage
                    {...(order.taxIncluded === false ? messages.vat : messages.vatIncluded)}
                    values={{ rate: order.taxRatePercent / 100 }}
                  />
                }
                testId="order-vat"
              >
                <Money amount={order.taxAmount} currency={currency} />
              </Row>
            )}
          </dl>
        </Card>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="outline" size="lg" onClick={() => void download()} disabled={isDownloading}>
          {isDownloading ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          <FormattedMessage {...(isDownloading ? messages.downloading : messages.invoice)} />
        </Button>
        <Button asChild size="lg">
          <Link to={paths.home}>
            <FormattedMessage {...messages.continue} />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** The confirmation page's content for an order number (spec §2): loading, the order, or 'Order Not Found'. */
export function OrderConfirmationView({
  orderNumber,
  sessionId,
}: {
  orderNumber: string | null;
  sessionId: string | null;
}) {
  const { data, isLoading, isError } = useGetOrderQuery(orderNumber ? { orderNumber, sessionId } : skipToken);
  if (!orderNumber) return <OrderNotFound />;
  if (isLoading) return <ConfirmationSkeleton />;
  if (isError || !data) return <OrderNotFound />;
  return <ConfirmedOrder order={data} sessionId={sessionId} />;
}
