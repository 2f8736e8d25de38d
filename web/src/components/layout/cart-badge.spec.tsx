import { render, screen } from '@testing-library/react';
import { CartBadge } from './cart-badge';

describe('CartBadge', () => {
  it('is hidden while the cart is loading, whatever the count', () => {
    render(<CartBadge count={5} isLoading />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('is hidden when the cart is empty', () => {
    render(<CartBadge count={0} isLoading={false} />);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('shows the count once loaded and above 0', () => {
    render(<CartBadge count={3} isLoading={false} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('shows 99 at exactly 99 and 99+ above it', () => {
    const { rerender } = render(<CartBadge count={99} isLoading={false} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
    rerender(<CartBadge count={100} isLoading={false} />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
  });
});
