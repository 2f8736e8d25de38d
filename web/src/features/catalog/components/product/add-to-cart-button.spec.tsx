import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import { AddToCartButton } from './add-to-cart-button';

describe('AddToCartButton', () => {
  it("shows 'Adding...' and is disabled while the handler runs, then returns", async () => {
    let finish: () => void = () => undefined;
    const onAdd = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<AddToCartButton productId="p1" quantity={3} onAdd={onAdd} />);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith({ productId: 'p1', quantity: 3 });
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('becomes usable again when the handler fails', async () => {
    const onAdd = jest.fn(() => Promise.reject(new Error('500: boom')));
    const user = userEvent.setup();
    renderWithProviders(<AddToCartButton productId="p1" quantity={1} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('is disabled when out of stock', () => {
    renderWithProviders(<AddToCartButton productId="p1" quantity={1} disabled onAdd={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
