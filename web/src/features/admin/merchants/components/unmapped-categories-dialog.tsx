import type { MerchantDto, UnmappedCategoryDto } from '@lumina/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { useGetAdminCategoriesQuery } from '@/features/admin/categories/api/categories-admin-api';
import { Dialog, DialogContent } from '@/features/admin/shell/ui/dialog';
import { NativeSelect } from '@/features/admin/shell/ui/field';
import { useAddCategoryRuleMutation, useGetUnmappedCategoriesQuery } from '../api/merchants-api';
import { merchantsMessages as m } from '../merchants-messages';

/** One held category text: its count and, for an editor, a category to map it to. */
function UnmappedRow({
  merchantId,
  entry,
  canWrite,
}: {
  merchantId: string;
  entry: UnmappedCategoryDto;
  canWrite: boolean;
}) {
  const intl = useIntl();
  const [target, setTarget] = useState('');
  const { data: categories = [] } = useGetAdminCategoriesQuery(undefined, { skip: !canWrite });
  const [addRule, adding] = useAddCategoryRuleMutation();

  async function map() {
    try {
      const reply = await addRule({
        merchantId,
        rule: { categoryText: entry.categoryText, categorySlug: target },
      }).unwrap();
      toast({
        title: intl.formatMessage(m.success),
        description: intl.formatMessage(m.unmappedDone, { count: reply.resent }),
      });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage(m.error),
        description: getServerMessage(failure) ?? intl.formatMessage(m.requestFailed),
      });
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="unmapped-category">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.categoryText}</p>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.unmappedRows} values={{ count: entry.rows }} />
        </p>
      </div>
      {canWrite ? (
        <div className="flex gap-2">
          <NativeSelect
            aria-label={intl.formatMessage(m.unmappedTarget, { text: entry.categoryText })}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="w-48"
          >
            <option value="">{intl.formatMessage(m.unmappedChoose)}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name.en}
              </option>
            ))}
          </NativeSelect>
          <Button type="button" disabled={!target || adding.isLoading} onClick={() => void map()}>
            <FormattedMessage {...m.unmappedMap} />
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** 'Unmapped categories' of a merchant (issue 29): held rows by category text, each mappable to a category. */
export function UnmappedCategoriesDialog({
  merchant,
  onClose,
}: {
  merchant: MerchantDto;
  onClose: () => void;
}) {
  const intl = useIntl();
  const canMap = useCan('merchants:write');
  const canReadCategories = useCan('content:read');
  const canWrite = canMap && canReadCategories;
  const { data, isLoading, isError, refetch } = useGetUnmappedCategoriesQuery(merchant.id);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`${intl.formatMessage(m.unmapped)} · ${merchant.name}`}
        description={intl.formatMessage(m.unmappedText)}
        closeLabel={intl.formatMessage(m.close)}
        className="max-w-xl"
      >
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : isError ? (
          <div role="alert" className="space-y-2">
            <p>
              <FormattedMessage {...m.unmappedLoadFailed} />
            </p>
            <Button variant="outline" onClick={() => void refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          </div>
        ) : !data || data.length === 0 ? (
          <p className="text-muted-foreground">
            <FormattedMessage {...m.unmappedEmpty} />
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {data.map((entry) => (
              <UnmappedRow
                key={entry.categoryText}
                merchantId={merchant.id}
                entry={entry}
                canWrite={canWrite}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
