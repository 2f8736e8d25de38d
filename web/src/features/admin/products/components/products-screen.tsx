import type { ProductDto } from '@lumina/contracts';
import { Package, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorState } from '@/components/errors/error-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { Dialog, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { useToast } from '@/hooks/use-toast';
import { getServerMessage, isApiError } from '@/lib/api';
import { useGetAdminProductsQuery, useRestoreAdminProductMutation } from '../api/admin-products-api';
import { useProductTable } from '../hooks/use-product-table';
import { hasFilters } from '../lib/product-table-state';
import { productMessages as messages } from '../product-messages';
import { ImportFeedDialog } from './import-feed-dialog';
import { ProductDeleteDialog } from './product-delete-dialog';
import { ProductDetailsSheet } from './product-details-sheet';
import { ProductEditDialog } from './product-edit-dialog';
import type { RowAction } from './product-row-menu';
import { ProductsPagination } from './products-pagination';
import { ProductsTable } from './products-table';
import { ProductsToolbar, type FilterOption } from './products-toolbar';

/**
 * /admin/products (spec "Admin products", §5, §7): the searchable, filterable, sortable, paged
 * table with its row menu; the state lives in the address. Roles without products:write see no
 * Add, Import, Edit, Delete or Restore (the API refuses them anyway); Import needs ingest:write too.
 */
interface ProductsScreenProps {
  categories: FilterOption[];
  brands: FilterOption[];
}

export function ProductsScreen({ categories, brands }: ProductsScreenProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const canWrite = useCan('products:write');
  // The import is an ingest run: it needs ingest:write like a merchant's Sync.
  const canImport = useCan('ingest:write');
  const { state, update, clear } = useProductTable();
  // currentData is the answer for these arguments only: while another page or filter loads, the
  // table shows skeleton rows rather than the previous rows.
  const { currentData, error, isFetching, refetch } = useGetAdminProductsQuery(state);
  const [restore] = useRestoreAdminProductMutation();
  const [viewing, setViewing] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<ProductDto>();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const removed = state.status === 'removed';

  async function onAction(action: RowAction, product: ProductDto) {
    if (action === 'view') setViewing(product.id);
    if (action === 'edit') setEditing(product.id);
    if (action === 'delete') setDeleting(product);
    if (action === 'restore') {
      const result = await restore(product.id);
      if ('error' in result)
        toast({ variant: 'destructive', title: intl.formatMessage(messages.actionFailed), description: getServerMessage(result.error) ?? (isApiError(result.error) ? result.error.message : '') });
      else toast({ title: intl.formatMessage(messages.restored), description: product.title });
    }
  }

  const loading = isFetching && currentData === undefined;
  const empty = !loading && currentData !== undefined && currentData.products.length === 0;
  const filtered = hasFilters(state);

  return (
    <AdminPage
      title={intl.formatMessage(adminNavMessages.products)}
      description={intl.formatMessage(messages.description)}
      actions={
        canWrite ? (
          <>
            {canImport ? (
              <Button variant="outline" data-testid="import-csv" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" />
                {intl.formatMessage(messages.importCsv)}
              </Button>
            ) : null}
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {intl.formatMessage(messages.addProduct)}
            </Button>
          </>
        ) : null
      }
    >
      <ProductsToolbar state={state} categories={categories} brands={brands} onChange={update} onClear={clear} />
      {error && !isFetching ? (
        <ErrorState detail={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      ) : empty ? (
        <EmptyState
          icon={<Package />}
          title={intl.formatMessage(messages.emptyTitle)}
          text={intl.formatMessage(filtered ? messages.emptyFiltered : removed ? messages.emptyRemoved : messages.emptyAll)}
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                {intl.formatMessage(messages.clearFilters)}
              </Button>
            ) : undefined
          }
          data-testid="products-empty"
        />
      ) : (
        <>
          <ProductsTable products={currentData?.products} loading={loading} removed={removed} canWrite={canWrite} onAction={(action, product) => void onAction(action, product)} />
          {currentData ? <ProductsPagination page={state.page} total={currentData.total} onPage={(page) => update({ page })} /> : null}
        </>
      )}

      <ProductDetailsSheet productId={viewing} onClose={() => setViewing(undefined)} />
      {canWrite ? (
        <>
          <ProductEditDialog productId={editing} onClose={() => setEditing(undefined)} />
          <ProductDeleteDialog product={deleting} onClose={() => setDeleting(undefined)} />
          {canImport ? <ImportFeedDialog open={importing} onOpenChange={setImporting} /> : null}
          <Dialog open={adding} onOpenChange={setAdding}>
            <DialogContent title={intl.formatMessage(messages.addTitle)} description={intl.formatMessage(messages.addText)} closeLabel={intl.formatMessage(messages.close)}>
              <DialogFooter>
                <Button asChild>
                  <Link to="/admin/merchants">{intl.formatMessage(messages.goToMerchants)}</Link>
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      ) : null}
    </AdminPage>
  );
}
