import type { ProductDto } from '@lumina/contracts';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { FormAlert } from '@/features/admin/shell/ui/field';
import { useToast } from '@/hooks/use-toast';
import { getServerMessage, isApiError } from '@/lib/api';
import { useDeleteAdminProductMutation } from '../api/admin-products-api';
import { productMessages as messages } from '../product-messages';

interface ProductDeleteDialogProps {
  product: ProductDto | undefined;
  onClose: () => void;
}

/** Delete: a confirmation, then DELETE /api/admin/products/:id; the product is restorable from 'Removed'. */
export function ProductDeleteDialog({ product, onClose }: ProductDeleteDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [remove, { isLoading, error, reset }] = useDeleteAdminProductMutation();

  async function confirm() {
    if (!product) return;
    const result = await remove(product.id);
    if ('error' in result) return;
    toast({ title: intl.formatMessage(messages.deleted), description: product.title });
    onClose();
  }

  return (
    <Dialog
      open={product !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        reset();
        onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteText, { title: product?.title ?? '' })}
        closeLabel={intl.formatMessage(messages.close)}
      >
        {error ? <FormAlert>{getServerMessage(error) ?? (isApiError(error) ? error.message : String(error))}</FormAlert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={isLoading} onClick={() => void confirm()}>
            {intl.formatMessage(messages.deleteConfirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
