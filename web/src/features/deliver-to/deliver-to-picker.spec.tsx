import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, notFoundResponse, productList } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

jest.setTimeout(30_000);

const product = makeProduct({ slug: 'aurora-pendant', title: 'Aurora Pendant' });

/** The countries the product page asked its offers for, in order. */
function serveProduct(): string[] {
  const asked: string[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/products/aurora-pendant') {
      asked.push(url.searchParams.get('country') ?? '(none)');
      return jsonResponse({ ...product, deliverTo: url.searchParams.get('country'), offers: [] });
    }
    if (url.pathname === '/api/products') return jsonResponse(productList([]));
    if (url.pathname === '/api/categories') return jsonResponse([]);
    return notFoundResponse();
  });
  return asked;
}

describe("'Deliver to' picker", () => {
  afterEach(() => {
    document.cookie = 'deliver_to=; path=/; max-age=0';
  });

  it("starts at the page language's country and asks the product page for it", async () => {
    const asked = serveProduct();
    renderApp({ route: '/product/aurora-pendant', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Pendant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('DE');
    expect(asked).toEqual(['DE']);
  });

  it('remembers a choice in the deliver_to cookie and shows the product page for the new country', async () => {
    const asked = serveProduct();
    renderApp({ route: '/product/aurora-pendant' });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Pendant' });
    const picker = screen.getByRole('combobox', { name: 'Deliver to' });
    expect(picker).toHaveValue('IE');
    await userEvent.selectOptions(picker, 'AT');
    expect(picker).toHaveValue('AT');
    expect(document.cookie).toContain('deliver_to=AT');
    await waitFor(() => expect(asked).toEqual(['IE', 'AT']));
  });
});
