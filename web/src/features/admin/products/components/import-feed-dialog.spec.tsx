import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, FAKE_MERCHANTS, installFakeAdminBackend, type FakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const merchant = FAKE_MERCHANTS[0]!;
const UPLOAD_PATH = new RegExp(`^/api/ingest/${merchant.id}/upload$`);
const csv = () => new File(['sku,title,price,link,category\nU1,Upload Lamp,19.90,https://shop.example/u1,Ceiling Lights\n'], 'lamps.csv', { type: 'text/csv' });

async function openDialog() {
  await screen.findAllByTestId('product-row');
  await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return screen.findByRole('dialog', { name: 'Import Products' });
}

function uploads(backend: FakeAdminBackend): Request[] {
  return backend.requests.filter((request) => request.method === 'POST' && UPLOAD_PATH.test(new URL(request.url).pathname));
}

describe('admin products: Import CSV', () => {
  it('uploads the chosen file for the chosen merchant, shows the upload in progress, then says the run started with a link to its Sync History', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('catalog_manager') });
    let answer: (response: Response) => void = () => undefined;
    let sentFile: File | undefined;
    backend.override('POST', UPLOAD_PATH, async (request) => {
      sentFile = (await request.formData()).get('file') as File;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { location } = renderApp({ route: '/admin/products' });
    const dialog = await openDialog();
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    await userEvent.selectOptions(within(dialog).getByLabelText('Merchant'), merchant.name);
    await userEvent.upload(within(dialog).getByLabelText('File'), csv());
    await userEvent.click(upload);

    expect(await within(dialog).findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Merchant')).toBeDisabled();
    expect(uploads(backend)[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    await waitFor(() => expect(sentFile?.name).toBe('lamps.csv'));
    expect(await sentFile!.text()).toContain('U1,Upload Lamp');

    answer(jsonResponse({ logId: 'log-1', log: { id: 'log-1', merchantId: merchant.id, status: 'pending' } }, { status: 202 }));
    expect(await screen.findByText('Import started')).toBeInTheDocument();
    expect(screen.getByText(`lamps.csv is being imported for ${merchant.name}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Products' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('import-history'));
    await waitFor(() => expect(location().pathname).toBe('/admin/merchants'));
    expect(location().search).toBe(`?history=${merchant.id}`);
  });

  it('shows the server’s reason when the upload is refused, and keeps the dialog open to try again', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('POST', UPLOAD_PATH, () => jsonResponse({ statusCode: 409, code: 'MERCHANTS.INGEST_RUNNING', message: 'A sync of this merchant is already running' }, { status: 409 }));
    renderApp({ route: '/admin/products' });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Merchant'), merchant.name);
    await userEvent.upload(within(dialog).getByLabelText('File'), csv());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getByText('A sync of this merchant is already running')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('names a file of another kind as not importable and sends nothing', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/products' });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Merchant'), merchant.name);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog).getByLabelText('File'), new File(['xx'], 'photo.png', { type: 'image/png' }));
    expect(within(dialog).getByText('photo.png is not a file we can import: choose a CSV, TSV, XML or JSON file.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploads(backend)).toEqual([]);
  });

  it('works from the keyboard: Enter opens it, Tab reaches every control, Escape closes it', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    screen.getByRole('button', { name: 'Import CSV' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Import Products' });
    const merchantSelect = within(dialog).getByLabelText('Merchant');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    while (document.activeElement !== merchantSelect) await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByLabelText('File')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Products' })).not.toBeInTheDocument());
  });

  it('is not offered to a role without ingest:write', async () => {
    installFakeAdminBackend({ user: adminUser('analyst') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
