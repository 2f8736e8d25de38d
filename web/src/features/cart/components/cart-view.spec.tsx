import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShopBackend, PRODUCTS, SESSION_ID } from '@/testing/fake-shop-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';
import { CART_SESSION_KEY } from '../lib/cart-session';

const [aria, luna, sol] = PRODUCTS as [(typeof PRODUCTS)[0], (typeof PRODUCTS)[0], (typeof PRODUCTS)[0]];

function withSession() {
  window.localStorage.setItem(CART_SESSION_KEY, SESSION_ID);
}

async function findLine(name: string) {
  const link = await screen.findByRole('link', { name });
  return link.closest('li') as HTMLElement;
}

const badge = () => screen.queryByTestId('cart-badge');

describe('cart page', () => {
  it("shows 'Your cart is empty' with Continue Shopping when there is no cart session", async () => {
    const backend = createFakeShopBackend();
    renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Discover our lighting collection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(backend.calls('GET', /^\/api\/cart\//)).toHaveLength(0);
  });

  it('shows the empty state for a session whose cart has no lines', async () => {
    createFakeShopBackend();
    withSession();
    renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('lists the lines linking to /product/{slug}, with the summary and Proceed to Checkout', async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [
      { productId: aria.id, quantity: 2 },
      { productId: luna.id, quantity: 1 },
    ]);
    withSession();
    renderApp({ route: '/cart' });
    const line = await findLine('Aria Pendant');
    expect(within(line).getByRole('link', { name: 'Aria Pendant' })).toHaveAttribute(
      'href',
      '/product/aria-pendant',
    );
    expect(within(line).getByRole('textbox', { name: 'Quantity of Aria Pendant' })).toHaveValue('2');
    // The merchant's title, as written, marked with its language for screen readers and translators.
    expect(within(line).getByRole('heading', { name: 'Aria Pendant' })).toHaveAttribute('lang', 'en');
    expect(within(line).getByText('€99.80')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€112.30');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent('3 items in your cart');
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
  });

  it("below the €75 threshold: the banner shows what is still needed and shipping is the flat EU fee", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 1 }]);
    withSession();
    renderApp({ route: '/cart' });
    const banner = await screen.findByTestId('free-shipping-banner');
    expect(banner).toHaveTextContent('Add €25.10 more to get FREE shipping!');
    expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('€4.95 (EU)');
  });

  it('at exactly €75: congratulations and FREE shipping', async () => {
    const backend = createFakeShopBackend();
    // 2 × 30.00 + 1 × 12.50 + 1 × 2.50 … the fixtures cannot make 75.00 exactly, so the server's total is set.
    backend.setCart(SESSION_ID, [{ productId: sol.id, quantity: 2 }]);
    backend.override('GET', /^\/api\/cart\//, () =>
      jsonResponse({ ...backend.cartBody(SESSION_ID), totalAmount: '75.00' }),
    );
    withSession();
    renderApp({ route: '/cart' });
    const banner = await screen.findByTestId('free-shipping-banner');
    expect(banner).toHaveTextContent('Congratulations! Your order qualifies for FREE shipping.');
    expect(within(banner).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('FREE');
  });

  it('changes a quantity with PUT /api/cart/items/{id} naming the session, and the badge follows', async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 1 }]);
    withSession();
    renderApp({ route: '/cart' });
    const line = await findLine('Aria Pendant');
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const [put] = backend.calls('PUT', /^\/api\/cart\/items\//);
    expect(put?.body).toEqual({ sessionId: SESSION_ID, quantity: 2 });
    expect(put?.headers.get('x-cart-session')).toBe(SESSION_ID);
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€99.80'));
    // The cart was read again after the change (spec §4).
    await waitFor(() => expect(backend.calls('GET', /^\/api\/cart\//).length).toBeGreaterThanOrEqual(2));
  });

  it('sends 1 for a typed non-numeric quantity', async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 4 }]);
    withSession();
    renderApp({ route: '/cart' });
    const input = await screen.findByRole('textbox', { name: 'Quantity of Aria Pendant' });
    await userEvent.clear(input);
    await userEvent.type(input, 'lots{Enter}');
    await waitFor(() =>
      expect(backend.calls('PUT', /^\/api\/cart\/items\//)[0]?.body).toEqual({
        sessionId: SESSION_ID,
        quantity: 1,
      }),
    );
    await waitFor(() => expect(input).toHaveValue('1'));
  });

  it("shows 'Error' with the server's message when a quantity change fails, and restores the line", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 1 }]);
    backend.override('PUT', /^\/api\/cart\/items\//, () =>
      jsonResponse({ message: 'Only 1 left in stock' }, { status: 409 }),
    );
    withSession();
    renderApp({ route: '/cart' });
    const line = await findLine('Aria Pendant');
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 1 left in stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Quantity of Aria Pendant' })).toHaveValue('1'),
    );
  });

  it("falls back to 'Failed to update quantity' when the server gives no message", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 1 }]);
    backend.override('PUT', /^\/api\/cart\/items\//, () => new Response(null, { status: 500 }));
    withSession();
    renderApp({ route: '/cart' });
    const line = await findLine('Aria Pendant');
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Failed to update quantity')).toBeInTheDocument();
  });

  it("removes a line with 'Removed from cart' and refreshes the badge", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [
      { productId: aria.id, quantity: 1 },
      { productId: luna.id, quantity: 2 },
    ]);
    withSession();
    renderApp({ route: '/cart' });
    await findLine('Luna Wall Sconce');
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Luna Wall Sconce' }));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Product removed from your cart')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Luna Wall Sconce' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(backend.calls('DELETE', /^\/api\/cart\/items\//)[0]?.headers.get('x-cart-session')).toBe(
      SESSION_ID,
    );
  });

  it("falls back to 'Failed to remove product from cart'", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 1 }]);
    backend.override('DELETE', /^\/api\/cart\/items\//, () => new Response('', { status: 502 }));
    withSession();
    renderApp({ route: '/cart' });
    await findLine('Aria Pendant');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Aria Pendant' }));
    expect(await screen.findByText('Failed to remove product from cart')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Aria Pendant' })).toBeInTheDocument();
  });

  it("clears the cart with 'Cart cleared', then shows the empty state and hides the badge", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 2 }]);
    withSession();
    renderApp({ route: '/cart' });
    await findLine('Aria Pendant');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    // It asks first; 'Keep items' changes nothing.
    const question = await screen.findByRole('alertdialog', { name: 'Remove all 2 items from your cart?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep items' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(backend.calls('DELETE', /^\/api\/cart\/session_/)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByText('All items removed from your cart')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(backend.calls('DELETE', /^\/api\/cart\/session_/)).toHaveLength(1);
  });

  it("falls back to 'Failed to clear cart'", async () => {
    const backend = createFakeShopBackend();
    backend.setCart(SESSION_ID, [{ productId: aria.id, quantity: 2 }]);
    backend.override('DELETE', /^\/api\/cart\/session_/, () => new Response(null, { status: 500 }));
    withSession();
    renderApp({ route: '/cart' });
    await findLine('Aria Pendant');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText('Failed to clear cart')).toBeInTheDocument();
  });

  it("shows 'Something went wrong' with Try Again when the cart cannot be read", async () => {
    const backend = createFakeShopBackend();
    let fail = true;
    backend.override('GET', /^\/api\/cart\//, () =>
      fail ? new Response('down', { status: 503 }) : jsonResponse(backend.cartBody(SESSION_ID)),
    );
    withSession();
    renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});
