import { act, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { LAST_ORDER_STORAGE_KEY } from '@/config/constants';
import { CART_SESSION_KEY } from '@/features/cart/lib/cart-session';
import { createFakeShopBackend, PRODUCTS, SESSION_ID } from '@/testing/fake-shop-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// Typing without per-key timers keeps these form-heavy tests fast.
const userEvent = userEventBase.setup({ delay: null });

jest.setTimeout(20_000);

const [aria, luna] = PRODUCTS as [(typeof PRODUCTS)[0], (typeof PRODUCTS)[0]];

function shopWithCart() {
  const backend = createFakeShopBackend();
  backend.setCart(SESSION_ID, [
    { productId: aria.id, quantity: 2 },
    { productId: luna.id, quantity: 1 },
  ]);
  window.localStorage.setItem(CART_SESSION_KEY, SESSION_ID);
  return backend;
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillShipping(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: 'ana@example.com',
    'First Name': 'Ana',
    'Last Name': 'García',
    Address: 'Calle Mayor 1',
    City: 'Madrid',
    'Postal Code': '28013',
    Phone: '+34 600 123 456',
    ...overrides,
  };
  const form = screen.getByRole('form', { name: 'Shipping Information' });
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getAllByLabelText(new RegExp(`^${label}`))[0]!;
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

async function toPayment() {
  await screen.findByRole('heading', { name: 'Shipping Information' });
  await fillShipping();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}

describe('checkout', () => {
  it('sends a shopper without a cart session to /cart', async () => {
    createFakeShopBackend();
    const { location } = renderApp({ route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });

  it('sends a shopper with an empty cart to /cart', async () => {
    createFakeShopBackend();
    window.localStorage.setItem(CART_SESSION_KEY, SESSION_ID);
    const { location } = renderApp({ route: '/checkout' });
    await waitFor(() => expect(location().pathname).toBe('/cart'));
  });

  it('shows the shipping form: typed fields, required ones, the 8 countries with ES first chosen', async () => {
    shopWithCart();
    renderApp({ route: '/checkout' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    for (const label of ['Email', 'First Name', 'Last Name', 'Address', 'City', 'Postal Code', 'Phone'])
      expect(field(label)).toBeRequired();
    expect(field('Company')).not.toBeRequired();
    expect(field('Apartment')).not.toBeRequired();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(country).toHaveValue('ES');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['ES', 'FR', 'DE', 'IT', 'BE', 'AT', 'NL', 'CH']);
    expect(screen.getByRole('checkbox', { name: 'Billing address same as shipping' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent('1Shipping2Payment');
  });

  it('does not move to payment while a required field is empty (browser validation)', async () => {
    const backend = shopWithCart();
    renderApp({ route: '/checkout' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping({ City: ' ' });
    await userEvent.clear(field('City'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(field('City')).toBeInvalid();
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
    expect(backend.calls('POST', /create-payment-intent/)).toHaveLength(0);
  });

  it('rejects an e-mail without @ and a phone without digits before asking the server', async () => {
    const backend = shopWithCart();
    renderApp({ route: '/checkout' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping({ Email: 'not-an-email', Phone: 'call me' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(field('Email')).toBeInvalid();
    expect(field('Phone')).toBeInvalid();
    expect(backend.calls('POST', /create-payment-intent/)).toHaveLength(0);
  });

  it('shows a billing form when "same as shipping" is unchecked and sends that address', async () => {
    const backend = shopWithCart();
    renderApp({ route: '/checkout' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Billing address same as shipping' }));
    const billing = screen.getByTestId('billing-form');
    expect(within(billing).getByLabelText(/^First Name/)).toBeRequired();
    expect(within(billing).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    for (const [label, value] of [
      ['First Name', 'Lumen'],
      ['Last Name', 'SL'],
      ['Address', 'Gran Vía 2'],
      ['City', 'Barcelona'],
      ['Postal Code', '08001'],
      ['Phone', '931234567'],
    ] as const) {
      await userEvent.type(within(billing).getByLabelText(new RegExp(`^${label}`)), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByTestId('test-payment-panel');
    const [intent] = backend.calls('POST', /create-payment-intent/);
    expect(intent?.body).toMatchObject({
      amount: 11230,
      currency: 'eur',
      cartSessionId: SESSION_ID,
      country: 'ES',
      shippingAddress: {
        email: 'ana@example.com',
        firstName: 'Ana',
        city: 'Madrid',
        country: 'ES',
        phone: '+34 600 123 456',
      },
      billingAddress: {
        sameAsShipping: false,
        firstName: 'Lumen',
        city: 'Barcelona',
        postalCode: '08001',
        country: 'ES',
      },
    });
  });

  it('shows the sticky order summary: subtotal, FREE shipping from €75, total in EUR with the Spanish VAT it includes, and the amount charged', async () => {
    shopWithCart();
    renderApp({ route: '/checkout' });
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('Aria Pendant')).toBeInTheDocument();
    expect(within(summary).getByText('Qty: 2')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-subtotal')).toHaveTextContent('€112.30');
    expect(within(summary).getByText('incl. VAT (21%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-vat')).toHaveTextContent('€19.49');
    expect(within(summary).getByTestId('checkout-shipping')).toHaveTextContent('FREE');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('€112.30');
    expect(within(summary).getByTestId('checkout-charged')).toHaveTextContent('You will be charged €112.30 (EUR).');
  });

  it("prices in CHF with the server's quote when shipping to Switzerland", async () => {
    const backend = shopWithCart();
    renderApp({ route: '/checkout' });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'CH');
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    // 2 × 44.91 + 11.25 = 101.07 (fake rate 0.9 CHF per EUR); €112.30 ships free; no EU VAT.
    await waitFor(() => expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('CHF'));
    expect(within(summary).getByTestId('checkout-subtotal')).toHaveTextContent(/CHF\s*101\.07/);
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent(/CHF\s*101\.07/);
    expect(within(summary).getByTestId('checkout-vat')).toHaveTextContent('Swiss VAT and duties are due on delivery');
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByTestId('test-payment-panel');
    expect(backend.calls('POST', /create-payment-intent/)[0]?.body).toMatchObject({
      amount: 10107,
      currency: 'chf',
      country: 'CH',
    });
  });

  describe('payment step', () => {
    it('shows the loading state while the payment is created, then the TEST PAYMENT panel', async () => {
      const backend = shopWithCart();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      backend.override('POST', /create-payment-intent/, async (request) => {
        await gate;
        return backend.forward(request);
      });
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(await screen.findByText('Preparing secure payment…')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
      act(() => release());
      const panel = await screen.findByTestId('test-payment-panel');
      expect(panel).toHaveTextContent('TEST PAYMENT');
      expect(panel).toHaveTextContent('€112.30');
      expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    });

    it("shows the server's message when the payment cannot be created, and retries", async () => {
      const backend = shopWithCart();
      let fail = true;
      backend.override('POST', /create-payment-intent/, (request) => {
        if (fail) return jsonResponse({ message: 'No longer available: Aria Pendant.' }, { status: 409 });
        return backend.forward(request);
      });
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(await screen.findByRole('alert')).toHaveTextContent('No longer available: Aria Pendant.');
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByTestId('test-payment-panel')).toBeInTheDocument();
    });

    it("falls back to 'Failed to initialize payment' without a server message", async () => {
      const backend = shopWithCart();
      backend.override('POST', /create-payment-intent/, () => new Response(null, { status: 500 }));
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initialize payment');
    });

    it("says 'Failed to connect to payment service' when the network fails", async () => {
      const backend = shopWithCart();
      backend.override('POST', /create-payment-intent/, () =>
        Promise.reject(new TypeError('Failed to fetch')),
      );
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to payment service');
    });

    it("says 'Failed to initialize payment. Please try again.' when no client secret comes back", async () => {
      const backend = shopWithCart();
      backend.override('POST', /create-payment-intent/, () =>
        jsonResponse({ paymentIntentId: 'manual_pi_1', provider: 'manual' }),
      );
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to initialize payment. Please try again.',
      );
    });

    it("shows 'Payment System Configuration Required' for Stripe without a publishable key, and warns", async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const backend = shopWithCart();
      backend.override('POST', /create-payment-intent/, () =>
        jsonResponse({
          clientSecret: 'pi_1_secret_2',
          paymentIntentId: 'pi_1',
          provider: 'stripe',
          amount: 11230,
          currency: 'eur',
        }),
      );
      renderApp({ route: '/checkout' });
      await toPayment();
      expect(
        await screen.findByRole('heading', { name: 'Payment System Configuration Required' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Complete Payment' })).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    });

    it('goes back to the shipping form with the values kept', async () => {
      shopWithCart();
      renderApp({ route: '/checkout' });
      await toPayment();
      await screen.findByTestId('test-payment-panel');
      await userEvent.click(screen.getByRole('button', { name: 'Back to Shipping' }));
      expect(await screen.findByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
      expect(field('City')).toHaveValue('Madrid');
    });

    it('pays, stores the order number and opens the confirmation page; the badge empties', async () => {
      const backend = shopWithCart();
      const { location } = renderApp({ route: '/checkout' });
      await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('3'));
      await toPayment();
      await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
      expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
      expect(location().pathname).toBe('/order-confirmation');
      expect(location().search).toBe('?order=LUM-2026-000001');
      expect(window.localStorage.getItem(LAST_ORDER_STORAGE_KEY)).toBe('LUM-2026-000001');
      expect(backend.calls('POST', /payments\/manual\/confirm/)[0]?.body).toEqual({
        paymentIntentId: 'manual_pi_1',
        clientSecret: 'manual_pi_1_secret_x',
        outcome: 'succeed',
      });
      expect(backend.calls('POST', /confirm-payment/)[0]?.body).toEqual({
        paymentIntentId: 'manual_pi_1',
        cartSessionId: SESSION_ID,
        shippingAddress: {
          email: 'ana@example.com',
          firstName: 'Ana',
          lastName: 'García',
          company: '',
          address1: 'Calle Mayor 1',
          address2: '',
          city: 'Madrid',
          postalCode: '28013',
          country: 'ES',
          phone: '+34 600 123 456',
        },
        billingAddress: { sameAsShipping: true },
      });
      await waitFor(() => expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument());
    });

    it("shows 'Processing Payment...' with the button disabled, and a double click pays once", async () => {
      const backend = shopWithCart();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      backend.override('POST', /confirm-payment/, async (request) => {
        await gate;
        return backend.forward(request);
      });
      renderApp({ route: '/checkout' });
      await toPayment();
      const button = await screen.findByRole('button', { name: 'Complete Payment' });
      await userEvent.dblClick(button);
      const busy = await screen.findByRole('button', { name: 'Processing Payment...' });
      expect(busy).toBeDisabled();
      act(() => release());
      expect(await screen.findByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
      expect(backend.calls('POST', /confirm-payment/)).toHaveLength(1);
      expect(backend.calls('POST', /payments\/manual\/confirm/)).toHaveLength(1);
    });

    it("shows the provider's decline in a destructive alert and places no order", async () => {
      const backend = shopWithCart();
      renderApp({ route: '/checkout' });
      await toPayment();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Simulate a declined payment' }));
      await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Payment error');
      expect(alert).toHaveTextContent('Your card was declined (test payment).');
      expect(backend.calls('POST', /confirm-payment/)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    });

    it("shows the order error from confirm-payment, else 'Failed to process order'", async () => {
      const backend = shopWithCart();
      backend.override('POST', /confirm-payment/, () =>
        jsonResponse({ success: false, error: 'Payment not completed' }, { status: 409 }),
      );
      renderApp({ route: '/checkout' });
      await toPayment();
      await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Payment not completed');

      backend.override('POST', /confirm-payment/, () => jsonResponse({ success: false }));
      await userEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to process order'));
      expect(window.localStorage.getItem(LAST_ORDER_STORAGE_KEY)).toBeNull();
    });
  });
});
