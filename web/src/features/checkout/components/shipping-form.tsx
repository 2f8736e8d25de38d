import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { CheckoutFormState } from '../lib/address';
import type { ShippingAddress } from '../types';
import { AddressFields } from './address-fields';

const messages = defineMessages({
  contact: {
    id: 'checkout.shipping.title',
    defaultMessage: 'Shipping Information',
    description: 'Heading of the checkout shipping step',
  },
  intro: {
    id: 'checkout.shipping.intro',
    defaultMessage: 'Where should we deliver your order? Fields marked * are required.',
    description: 'Line under the shipping step heading',
  },
  billing: {
    id: 'checkout.billing.title',
    defaultMessage: 'Billing Address',
    description: 'Heading of the billing address section',
  },
  same: {
    id: 'checkout.billing.sameAsShipping',
    defaultMessage: 'Billing address same as shipping',
    description: 'Checkbox: use the shipping address for billing',
  },
  continue: {
    id: 'checkout.shipping.continue',
    defaultMessage: 'Continue to Payment',
    description: 'Submit button of the shipping step',
  },
});

interface ShippingFormProps {
  value: CheckoutFormState;
  onChange: (next: CheckoutFormState) => void;
  /** Called only for a valid form (browser validation runs first). */
  onSubmit: () => void;
}

/** Step 1 (spec §2, §5): contact and shipping address, then billing ('same as shipping' by default). */
export function ShippingForm({ value, onChange, onSubmit }: ShippingFormProps) {
  const setShipping = (field: keyof ShippingAddress, fieldValue: string) =>
    onChange({ ...value, shipping: { ...value.shipping, [field]: fieldValue } });
  const setBilling = (field: keyof CheckoutFormState['billing'], fieldValue: string) =>
    onChange({ ...value, billing: { ...value.billing, [field]: fieldValue } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} aria-labelledby="checkout-shipping-title" className="space-y-8">
      <section className="space-y-4">
        <div>
          <h2 id="checkout-shipping-title" className="text-xl font-semibold">
            <FormattedMessage {...messages.contact} />
          </h2>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.intro} />
          </p>
        </div>
        <AddressFields section="shipping" withEmail value={value.shipping} onChange={setShipping} />
      </section>

      <section className="space-y-4" aria-labelledby="checkout-billing-title">
        <h2 id="checkout-billing-title" className="text-xl font-semibold">
          <FormattedMessage {...messages.billing} />
        </h2>
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="billing.sameAsShipping"
            className="size-4 accent-primary"
            checked={value.billing.sameAsShipping}
            onChange={(event) =>
              onChange({ ...value, billing: { ...value.billing, sameAsShipping: event.target.checked } })
            }
          />
          <FormattedMessage {...messages.same} />
        </label>
        {value.billing.sameAsShipping ? null : (
          <div data-testid="billing-form">
            <AddressFields section="billing" value={value.billing} onChange={setBilling} />
          </div>
        )}
      </section>

      <Button type="submit" size="lg" className="w-full sm:w-auto">
        <FormattedMessage {...messages.continue} />
      </Button>
    </form>
  );
}
