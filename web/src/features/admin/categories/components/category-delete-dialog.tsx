import type { AdminCategoryDto } from '@lumina/contracts';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, FormAlert, NativeSelect } from '@/features/admin/shell/ui/field';
import { useDeleteCategoryMutation } from '../api/categories-admin-api';
import { categoriesMessages as m } from '../categories-messages';

interface CategoryDeleteDialogProps {
  category: AdminCategoryDto;
  categories: readonly AdminCategoryDto[];
  onClose: () => void;
}

/** Confirms a deletion; a category holding products asks where they go (the server refuses otherwise). */
export function CategoryDeleteDialog({ category, categories, onClose }: CategoryDeleteDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, removal] = useDeleteCategoryMutation();
  const needsTarget = category.productCount > 0;

  async function confirm() {
    setError(null);
    try {
      await remove({
        id: category.id,
        ...(needsTarget && target ? { moveProductsTo: target } : {}),
      }).unwrap();
      toast({ title: intl.formatMessage(m.deleted) });
      onClose();
    } catch (failure) {
      setError(getServerMessage(failure) ?? intl.formatMessage(m.requestFailed));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={intl.formatMessage(m.deleteTitle, { name: category.name.en })}
        description={intl.formatMessage(m.deleteText)}
        closeLabel={intl.formatMessage(m.close)}
      >
        {error ? <FormAlert>{error}</FormAlert> : null}
        {needsTarget ? (
          <Field
            label={intl.formatMessage(m.deleteMoveTo, { count: category.productCount })}
            htmlFor={`${id}-target`}
          >
            <NativeSelect
              id={`${id}-target`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">—</option>
              {categories
                .filter((c) => c.id !== category.id)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name.en}
                  </option>
                ))}
            </NativeSelect>
          </Field>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              <FormattedMessage {...m.cancel} />
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={removal.isLoading || (needsTarget && !target)}
            onClick={() => void confirm()}
          >
            <FormattedMessage {...m.deleteConfirm} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
