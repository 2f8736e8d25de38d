import type { BadgeDto } from '@lumina/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, FormAlert, Input, Textarea } from '@/features/admin/shell/ui/field';
import { useToast } from '@/hooks/use-toast';
import { getServerMessage, isApiError } from '@/lib/api';
import { useGetAdminBadgesQuery, useGetAdminProductQuery, useUpdateAdminProductMutation, type AdminProductDto } from '../api/admin-products-api';
import { formValuesOf, validateProductForm, type ProductFormErrors, type ProductFormValues } from '../lib/product-form';
import { productMessages as messages } from '../product-messages';

interface ProductEditDialogProps {
  productId: string | undefined;
  onClose: () => void;
}

/** Edit: title, prices, stock, descriptions, badges, featured; PUT /api/admin/products/:id. */
export function ProductEditDialog({ productId, onClose }: ProductEditDialogProps) {
  const intl = useIntl();
  const { data: product, error } = useGetAdminProductQuery(productId ?? '', { skip: !productId, refetchOnMountOrArgChange: true });
  return (
    <Dialog open={productId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={intl.formatMessage(messages.editTitle)} closeLabel={intl.formatMessage(messages.close)} className="max-w-2xl">
        {error ? <FormAlert>{intl.formatMessage(messages.loadFailed, { detail: isApiError(error) ? error.message : String(error) })}</FormAlert> : null}
        {product && product.id === productId ? (
          <ProductEditForm key={product.id} product={product} onSaved={onClose} />
        ) : error ? null : (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductEditForm({ product, onSaved }: { product: AdminProductDto; onSaved: () => void }) {
  const intl = useIntl();
  const id = useId();
  const { toast } = useToast();
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [update, { isLoading, error, reset }] = useUpdateAdminProductMutation();
  const { data: allBadges } = useGetAdminBadgesQuery();
  const badges = useMemo(() => {
    // The product's own badges are choices even while the list loads (or if it failed).
    const byId = new Map<string, BadgeDto>();
    for (const badge of [...(allBadges ?? []), ...product.badges.map((entry) => entry.badge)]) byId.set(badge.id, badge);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [allBadges, product.badges]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const checked = validateProductForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await update({ id: product.id, update: checked.update });
    if ('data' in result) {
      toast({ title: intl.formatMessage(messages.saved), description: checked.update.title });
      onSaved();
    }
  }

  const fieldError = (key: keyof ProductFormErrors) =>
    errors[key] === 'required' ? intl.formatMessage(messages.titleRequired) : errors[key] === 'price' ? intl.formatMessage(messages.priceInvalid) : undefined;

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      {error ? (
        <FormAlert>{intl.formatMessage(messages.saveFailed, { detail: getServerMessage(error) ?? (isApiError(error) ? error.message : String(error)) })}</FormAlert>
      ) : null}
      <Field label={intl.formatMessage(messages.fieldTitle)} htmlFor={`${id}-title`} error={fieldError('title')}>
        <Input id={`${id}-title`} value={values.title} maxLength={300} aria-invalid={errors.title ? true : undefined} onChange={(event) => set('title', event.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={intl.formatMessage(messages.fieldPrice)} htmlFor={`${id}-price`} error={fieldError('price')}>
          <Input id={`${id}-price`} inputMode="decimal" value={values.price} aria-invalid={errors.price ? true : undefined} onChange={(event) => set('price', event.target.value)} />
        </Field>
        <Field
          label={intl.formatMessage(messages.fieldOriginalPrice)}
          htmlFor={`${id}-original`}
          error={fieldError('originalPrice')}
          hint={intl.formatMessage(messages.fieldOriginalPriceHint)}
        >
          <Input
            id={`${id}-original`}
            inputMode="decimal"
            value={values.originalPrice}
            aria-invalid={errors.originalPrice ? true : undefined}
            onChange={(event) => set('originalPrice', event.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={values.isInStock} onChange={(event) => set('isInStock', event.target.checked)} />
          {intl.formatMessage(messages.fieldInStock)}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={values.featured} onChange={(event) => set('featured', event.target.checked)} />
          {intl.formatMessage(messages.fieldFeatured)}
        </label>
      </div>
      <Field label={intl.formatMessage(messages.fieldShort)} htmlFor={`${id}-short`}>
        <Textarea id={`${id}-short`} rows={2} maxLength={1000} value={values.shortDescription} onChange={(event) => set('shortDescription', event.target.value)} />
      </Field>
      <Field label={intl.formatMessage(messages.fieldLong)} htmlFor={`${id}-long`} hint={intl.formatMessage(messages.fieldLongHint)}>
        <Textarea id={`${id}-long`} rows={6} value={values.longDescription} onChange={(event) => set('longDescription', event.target.value)} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{intl.formatMessage(messages.fieldBadges)}</legend>
        {badges.length === 0 ? <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.noBadges)}</p> : null}
        <div className="flex flex-wrap gap-4">
          {badges.map((badge) => (
            <label key={badge.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.badges.includes(badge.id)}
                onChange={(event) => set('badges', event.target.checked ? [...values.badges, badge.id] : values.badges.filter((entry) => entry !== badge.id))}
              />
              <span className="size-2.5 rounded-full" style={{ backgroundColor: badge.color }} aria-hidden="true" />
              {badge.name}
            </label>
          ))}
        </div>
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {intl.formatMessage(messages.cancel)}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isLoading}>
          {intl.formatMessage(isLoading ? messages.saving : messages.save)}
        </Button>
      </DialogFooter>
    </form>
  );
}
