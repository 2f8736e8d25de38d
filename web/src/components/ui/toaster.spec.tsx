import { act, screen } from '@testing-library/react';
import { toast } from '@/hooks/use-toast';
import { renderWithProviders } from '@/testing/test-utils';

describe('Toaster', () => {
  it('shows a raised toast in the F8 notification region', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast({ title: 'Added to cart', description: 'Product successfully added to your cart' });
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Product successfully added to your cart')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('shows only the newest of two toasts', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast({ title: 'Added to cart' });
      toast({ title: 'Error', description: 'Failed to update quantity', variant: 'destructive' });
    });
    expect(await screen.findByText('Failed to update quantity')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });
});
