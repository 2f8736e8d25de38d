import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShopBackend, PRODUCTS } from '@/testing/fake-shop-backend';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { useState } from 'react';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useCartCount } from '../hooks/use-cart-count';
import { CART_SESSION_KEY } from '../lib/cart-session';
import { QuantityStepper } from '../components/quantity-stepper';

const aria = PRODUCTS[0]!;

function BadgeProbe() {
  const { count, isLoading } = useCartCount();
  return <output data-testid="count">{isLoading ? 'loading' : count}</output>;
}

/** A product page's purchase box reduced to what the hook drives: quantity, button, 'Adding...'. */
function AddToCart({ productId }: { productId: string }) {
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isAdding } = useAddToCart();
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <button type="button" disabled={isAdding} onClick={() => void addToCart(productId, quantity)}>
        {isAdding ? 'Adding...' : 'Add to Cart'}
      </button>
    </>
  );
}

function renderAddToCart() {
  return renderWithProviders(
    <>
      <BadgeProbe />
      <AddToCart productId={aria.id} />
    </>,
  );
}

describe('useAddToCart', () => {
  it("adds with the chosen quantity, toasts 'Added to cart' and refreshes the count", async () => {
    const backend = createFakeShopBackend();
    renderAddToCart();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Product successfully added to your cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    const sessionId = window.localStorage.getItem(CART_SESSION_KEY);
    expect(sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(backend.calls('POST', /^\/api\/cart\/add$/)[0]?.body).toEqual({
      sessionId,
      productId: aria.id,
      quantity: 2,
    });
  });

  it('creates the cart session once and reuses it for later adds', async () => {
    const backend = createFakeShopBackend();
    renderAddToCart();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    const adds = backend.calls('POST', /^\/api\/cart\/add$/);
    expect(adds).toHaveLength(2);
    expect((adds[0]?.body as { sessionId: string }).sessionId).toBe(
      (adds[1]?.body as { sessionId: string }).sessionId,
    );
  });

  it("shows 'Adding...' and disables the button while the request runs", async () => {
    const backend = createFakeShopBackend();
    let release: () => void = () => undefined;
    backend.override(
      'POST',
      /^\/api\/cart\/add$/,
      () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({})))),
    );
    renderAddToCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const busy = await screen.findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("shows the server's message in a destructive 'Error' toast", async () => {
    const backend = createFakeShopBackend();
    backend.override('POST', /^\/api\/cart\/add$/, () =>
      jsonResponse({ message: 'This product is out of stock' }, { status: 409 }),
    );
    renderAddToCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('This product is out of stock')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("falls back to 'Failed to add product to cart' without a server message", async () => {
    const backend = createFakeShopBackend();
    backend.override('POST', /^\/api\/cart\/add$/, () => new Response(null, { status: 500 }));
    renderAddToCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add product to cart')).toBeInTheDocument();
  });
});
