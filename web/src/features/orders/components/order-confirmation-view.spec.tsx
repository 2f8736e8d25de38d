import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAST_ORDER_STORAGE_KEY } from '@/config/constants';
import { CART_SESSION_KEY } from '@/features/cart/lib/cart-session';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const SESSION = 'session_1700000000000_abc123';
const ORDER = 'LUM-2026-000042';

const order = {
  orderNumber: ORDER,
  createdAt: '2026-03-01T10:00:00.000Z',
  paymentStatus: 'paid',
  status: 'confirmed',
  items: [
    {
      id: 'i1',
      productId: 'p1',
      productName: 'Aria Pendant',
      productSku: 'ARIA-01',
      quantity: 2,
      unitPrice: '49.90',
      totalPrice: '99.80',
    },
    {
      id: 'i2',
      productId: 'p2',
      productName: 'Luna Wall Sconce',
      productSku: 'LUNA-02',
      quantity: 1,
      unitPrice: '12.50',
      totalPrice: '12.50',
    },
  ],
  shippingAddress: JSON.stringify({
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    address1: 'Calle Mayor 1',
    city: 'Madrid',
    postalCode: '28013',
    country: 'ES',
    phone: '+34 600 123 456',
  }),
  billingAddress: '{}',
  subtotal: '112.30',
  shippingAmount: '0.00',
  taxAmount: '19.49',
  totalAmount: '112.30',
  currency: 'EUR',
  taxRatePercent: 21,
  taxIncluded: true,
  vatDueOnDelivery: false,
};

function serveOrder(onInvoice?: (request: Request) => Response) {
  return mockFetch((url, request) => {
    if (url.pathname === `/api/orders/${ORDER}` && request.headers.get('x-cart-session') === SESSION)
      return jsonResponse(order);
    if (url.pathname === `/api/orders/${ORDER}/invoice.pdf` && onInvoice) return onInvoice(request);
    if (url.pathname.startsWith('/api/cart/'))
      return jsonResponse({ sessionId: SESSION, items: [], itemCount: 0, totalAmount: '0.00' });
    return jsonResponse({ message: 'Order not found' }, { status: 404 });
  });
}

describe('order confirmation', () => {
  beforeEach(() => window.localStorage.setItem(CART_SESSION_KEY, SESSION));

  it('shows the order named in the address: details, items, delivery address, estimate and totals', async () => {
    const fetchMock = serveOrder();
    renderApp({ route: `/order-confirmation?order=${ORDER}` });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(ORDER);
    expect(screen.getByText('March 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('paid')).toBeInTheDocument();
    const items = screen.getByTestId('order-items');
    expect(within(items).getByText('Aria Pendant')).toBeInTheDocument();
    expect(within(items).getByText('€99.80')).toBeInTheDocument();
    const address = screen.getByTestId('order-address');
    expect(address).toHaveTextContent('Ana García');
    expect(address).toHaveTextContent('Calle Mayor 1');
    expect(address).toHaveTextContent('28013 Madrid');
    expect(address).toHaveTextContent('Spain');
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('5-7 business days');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('€112.30');
    expect(screen.getByText('incl. VAT (21%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-vat')).toHaveTextContent('€19.49');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('FREE');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€112.30');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    const orderCall = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.url.endsWith(`/api/orders/${ORDER}`));
    expect(orderCall?.headers.get('x-cart-session')).toBe(SESSION);
  });

  it('uses the stored last order number without a query, removes it, and names the order in the address', async () => {
    serveOrder();
    window.localStorage.setItem(LAST_ORDER_STORAGE_KEY, ORDER);
    const { location } = renderApp({ route: '/order-confirmation' });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(ORDER);
    expect(window.localStorage.getItem(LAST_ORDER_STORAGE_KEY)).toBeNull();
    expect(location().search).toBe(`?order=${ORDER}`);
  });

  it("shows 'Order Not Found' with the e-mail hint and Return Home without any order number", async () => {
    serveOrder();
    renderApp({ route: '/order-confirmation' });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/check your email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Order Not Found' when the server does not know the order", async () => {
    serveOrder();
    renderApp({ route: '/order-confirmation?order=LUM-2026-999999' });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  describe('Download Invoice', () => {
    const createObjectURL = jest.fn(() => 'blob:invoice');
    const revokeObjectURL = jest.fn();
    let clicked: HTMLAnchorElement[] = [];

    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });

    afterEach(() => jest.restoreAllMocks());

    it('downloads the PDF from /api/orders/{n}/invoice.pdf as invoice-{n}.pdf', async () => {
      let invoiceRequest: Request | undefined;
      serveOrder((request) => {
        invoiceRequest = request;
        return new Response('%PDF-1.7 test', { headers: { 'Content-Type': 'application/pdf' } });
      });
      renderApp({ route: `/order-confirmation?order=${ORDER}` });
      await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe(`invoice-${ORDER}.pdf`);
      expect(clicked[0]?.href).toBe('blob:invoice');
      expect(invoiceRequest?.headers.get('x-cart-session')).toBe(SESSION);
      const blob = (createObjectURL.mock.calls as unknown as [Blob][])[0]![0];
      expect(blob.type).toBe('application/pdf');
      await expect(blob.text()).resolves.toBe('%PDF-1.7 test');
    });

    it('shows an error toast instead of saving a failed download', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      serveOrder(() => new Response('boom', { status: 500 }));
      renderApp({ route: `/order-confirmation?order=${ORDER}` });
      await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }));
      expect(await screen.findByText('Failed to download invoice')).toBeInTheDocument();
      expect(clicked).toHaveLength(0);
    });
  });
});
