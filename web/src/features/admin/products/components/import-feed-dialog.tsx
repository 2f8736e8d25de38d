import { FEED_UPLOAD_ENDINGS, feedUploadType } from '@lumina/contracts';
import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ToastAction } from '@/components/ui/toast';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, Input, NativeSelect } from '@/features/admin/shell/ui/field';
import { toast } from '@/hooks/use-toast';
import { getServerMessage, isApiError } from '@/lib/api';
import { useGetMerchantOptionsQuery, useImportFeedFileMutation } from '../api/admin-products-api';
import { productMessages as messages } from '../product-messages';

interface ImportFeedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Import CSV' (issue 10 item 8): a merchant and a file, uploaded into the same ingest pipeline as
 * the merchant's feed. The run is a normal one: its progress is on the merchant's Sync History.
 */
export function ImportFeedDialog({ open, onOpenChange }: ImportFeedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <ImportFeedForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ImportFeedForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const { data: merchants = [] } = useGetMerchantOptionsQuery();
  const [merchantId, setMerchantId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [upload, { isLoading }] = useImportFeedFileMutation();
  const unsupported = file !== null && feedUploadType(file.name) === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!merchantId || !file || unsupported) return;
    try {
      await upload({ merchantId, file }).unwrap();
      const name = merchants.find((merchant) => merchant.id === merchantId)?.name ?? '';
      const history = `/admin/merchants?history=${encodeURIComponent(merchantId)}`;
      toast({
        title: intl.formatMessage(messages.importStarted),
        description: intl.formatMessage(messages.importStartedText, { file: file.name, merchant: name }),
        action: (
          <ToastAction altText={intl.formatMessage(messages.importHistory)} onClick={() => void navigate(history)} data-testid="import-history">
            {intl.formatMessage(messages.importHistory)}
          </ToastAction>
        ),
      });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage(messages.importFailed),
        description: getServerMessage(error) ?? (isApiError(error) ? error.message : intl.formatMessage(messages.actionFailed)),
      });
    }
  }

  return (
    <DialogContent title={intl.formatMessage(messages.importTitle)} description={intl.formatMessage(messages.importText)} closeLabel={intl.formatMessage(messages.close)}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-busy={isLoading}>
        <Field label={<FormattedMessage {...messages.importMerchant} />} htmlFor={`${id}-merchant`}>
          <NativeSelect id={`${id}-merchant`} required value={merchantId} disabled={isLoading} onChange={(event) => setMerchantId(event.target.value)}>
            <option value="" disabled>
              {intl.formatMessage(messages.importChooseMerchant)}
            </option>
            {merchants.map((merchant) => (
              <option key={merchant.id} value={merchant.id}>
                {merchant.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={<FormattedMessage {...messages.importFile} />}
          htmlFor={`${id}-file`}
          hint={<FormattedMessage {...messages.importFileHint} />}
          error={unsupported ? <FormattedMessage {...messages.importUnsupported} values={{ file: file.name }} /> : undefined}
        >
          <Input
            id={`${id}-file`}
            type="file"
            aria-required="true"
            accept={FEED_UPLOAD_ENDINGS.join(',')}
            disabled={isLoading}
            aria-invalid={unsupported}
            aria-describedby={unsupported ? `${id}-file-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="h-auto py-1.5"
          />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={isLoading}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={isLoading || !merchantId || !file || unsupported}>
            <Upload aria-hidden="true" />
            {intl.formatMessage(isLoading ? messages.importUploading : messages.importUpload)}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
