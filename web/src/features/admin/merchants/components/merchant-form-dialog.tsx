import { FEED_FORMATS, LANGUAGE_CODES, MERCHANT_CURRENCIES, type MerchantDto } from '@lumina/contracts';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { Dialog, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import { Field, Input, NativeSelect, Textarea } from '@/features/admin/shell/ui/field';
import { useCreateMerchantMutation, useUpdateMerchantMutation } from '../api/merchants-api';
import { merchantsMessages as m } from '../merchants-messages';
import {
  formValuesOf,
  InvalidJsonError,
  InvalidShippingError,
  toPayload,
  type MerchantFormValues,
} from './merchant-form';

interface MerchantFormDialogProps {
  open: boolean;
  /** null: 'Add New Merchant'. */
  merchant: MerchantDto | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Add New Merchant' / 'Edit Merchant' (spec §2, §5, §8). */
export function MerchantFormDialog({ open, merchant, onOpenChange }: MerchantFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <MerchantFormBody merchant={merchant} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function MerchantFormBody({ merchant, onDone }: { merchant: MerchantDto | null; onDone: () => void }) {
  const intl = useIntl();
  const [values, setValues] = useState<MerchantFormValues>(() => formValuesOf(merchant));
  const [create, creating] = useCreateMerchantMutation();
  const [update, updating] = useUpdateMerchantMutation();
  const saving = creating.isLoading || updating.isLoading;
  const set = (key: keyof MerchantFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    let payload;
    try {
      payload = toPayload(values, merchant ? 'update' : 'create');
    } catch (error) {
      if (error instanceof InvalidShippingError) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage(m.invalidShipping),
          description: intl.formatMessage(m.invalidShippingText, { line: error.message }),
        });
        return;
      }
      if (!(error instanceof InvalidJsonError)) throw error;
      toast({
        variant: 'destructive',
        title: intl.formatMessage(m.invalidJson),
        description: intl.formatMessage(m.invalidJsonText),
      });
      return;
    }
    try {
      if (merchant) await update({ id: merchant.id, changes: payload }).unwrap();
      else await create(payload).unwrap();
      toast({
        title: intl.formatMessage(m.success),
        description: intl.formatMessage(merchant ? m.updated : m.created),
      });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage(m.error),
        description: getServerMessage(error) ?? intl.formatMessage(m.requestFailed),
      });
    }
  }

  return (
    <DialogContent
      title={intl.formatMessage(merchant ? m.dialogEdit : m.dialogAdd)}
      closeLabel={intl.formatMessage(m.close)}
      className="max-w-2xl"
    >
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate={false}>
        <Field
          label={<FormattedMessage {...m.fieldName} />}
          htmlFor="merchant-name"
          className="sm:col-span-2"
        >
          <Input id="merchant-name" required value={values.name} onChange={set('name')} maxLength={200} />
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldDescription} />}
          htmlFor="merchant-description"
          className="sm:col-span-2"
        >
          <Textarea
            id="merchant-description"
            value={values.description}
            onChange={set('description')}
            maxLength={2000}
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldWebsite} />} htmlFor="merchant-website">
          <Input
            id="merchant-website"
            type="url"
            value={values.website}
            onChange={set('website')}
            placeholder="https://"
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldNetwork} />} htmlFor="merchant-network">
          <Input
            id="merchant-network"
            value={values.affiliateNetwork}
            onChange={set('affiliateNetwork')}
            placeholder="Awin"
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldFeedUrl} />} htmlFor="merchant-feed-url">
          <Input
            id="merchant-feed-url"
            type="url"
            value={values.feedUrl}
            onChange={set('feedUrl')}
            placeholder="https://"
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldFeedFormat} />} htmlFor="merchant-feed-format">
          <NativeSelect id="merchant-feed-format" value={values.feedFormat} onChange={set('feedFormat')}>
            {FEED_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format === 'auto' ? intl.formatMessage(m.formatAuto) : format.toUpperCase()}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldFeedAuth} />}
          htmlFor="merchant-feed-auth"
          hint={<FormattedMessage {...m.feedAuthHint} />}
          className="sm:col-span-2"
        >
          <Textarea
            id="merchant-feed-auth"
            value={values.feedAuth}
            onChange={set('feedAuth')}
            className="font-mono"
            spellCheck={false}
          />
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldMapping} />}
          htmlFor="merchant-mapping"
          hint={<FormattedMessage {...m.mappingHint} />}
          className="sm:col-span-2"
        >
          <Textarea
            id="merchant-mapping"
            value={values.mappingConfig}
            onChange={set('mappingConfig')}
            className="font-mono"
            spellCheck={false}
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldCurrency} />} htmlFor="merchant-currency">
          <NativeSelect
            id="merchant-currency"
            value={values.defaultCurrency}
            onChange={set('defaultCurrency')}
          >
            {MERCHANT_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldFeedLanguage} />}
          htmlFor="merchant-feed-language"
          hint={<FormattedMessage {...m.feedLanguageHint} />}
        >
          <NativeSelect
            id="merchant-feed-language"
            value={values.feedLanguage}
            onChange={set('feedLanguage')}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {languageName(intl.locale, code)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldShipping} />}
          htmlFor="merchant-shipping"
          hint={<FormattedMessage {...m.shippingHint} />}
        >
          <Textarea
            id="merchant-shipping"
            value={values.defaultShipping}
            onChange={set('defaultShipping')}
            className="font-mono"
            spellCheck={false}
            placeholder={'DE 4.95\nAT 5.95'}
          />
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldInterval} />}
          htmlFor="merchant-interval"
          hint={<FormattedMessage {...m.intervalHint} />}
        >
          <Input
            id="merchant-interval"
            type="number"
            min={1}
            max={168}
            value={values.syncIntervalHours}
            onChange={set('syncIntervalHours')}
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldCommission} />} htmlFor="merchant-commission">
          <Input
            id="merchant-commission"
            inputMode="decimal"
            value={values.commissionRate}
            onChange={set('commissionRate')}
          />
        </Field>
        <Field label={<FormattedMessage {...m.fieldEpc} />} htmlFor="merchant-epc">
          <Input
            id="merchant-epc"
            inputMode="decimal"
            value={values.earningsPerClick}
            onChange={set('earningsPerClick')}
          />
        </Field>
        <Field
          label={<FormattedMessage {...m.fieldSubId} />}
          htmlFor="merchant-subid"
          hint={<FormattedMessage {...m.subIdHint} />}
          className="sm:col-span-2"
        >
          <Input id="merchant-subid" value={values.subIdParam} onChange={set('subIdParam')} />
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => setValues((v) => ({ ...v, isActive: event.target.checked }))}
          />
          <FormattedMessage {...m.fieldActive} />
        </label>
        <DialogFooter className="sm:col-span-2">
          <Button type="button" variant="outline" onClick={onDone}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" disabled={saving}>
            <FormattedMessage {...(saving ? m.saving : m.save)} />
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** A language's own name in the admin's language (the code when the browser has no name for it). */
function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
