import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/test-utils';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('is the #newsletter block with a required email field', () => {
    renderWithProviders(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(document.getElementById('newsletter')).toContainElement(email);
  });

  it('shows the success notice with the privacy text and clears the box, without a network call', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByTestId('newsletter-success')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.getByTestId('newsletter-success')).toHaveTextContent('We respect your privacy.');
    expect(email).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves an invalid address to the browser: nothing is submitted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByTestId('newsletter-success')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('not-an-email');
  });
});
