import { BadgeCheck, Leaf, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { FREE_SHIPPING_THRESHOLD_EUR } from '@lumina/contracts';
import { Price } from '@/i18n/components/price';

const messages = defineMessages({
  heading: { id: 'home.certifications.heading', defaultMessage: 'Certified quality', description: 'Accessible heading of the certification badges' },
  ce: { id: 'home.certifications.ce', defaultMessage: 'CE Marking', description: 'Certification badge: CE marking' },
  ceText: { id: 'home.certifications.ce.text', defaultMessage: 'Meets EU safety standards', description: 'Text under the CE marking badge' },
  energy: { id: 'home.certifications.energy', defaultMessage: 'Energy Label', description: 'Certification badge: EU energy label' },
  energyText: { id: 'home.certifications.energy.text', defaultMessage: 'EU energy efficiency rated', description: 'Text under the energy label badge' },
  warranty: { id: 'home.certifications.warranty', defaultMessage: '2 Year Warranty', description: 'Certification badge: two-year warranty' },
  warrantyText: { id: 'home.certifications.warranty.text', defaultMessage: 'On every product', description: 'Text under the warranty badge' },
  shipping: { id: 'home.certifications.shipping', defaultMessage: 'Free EU Shipping', description: 'Certification badge: free EU shipping' },
  shippingText: {
    id: 'home.certifications.shipping.text',
    defaultMessage: 'On orders over {amount}',
    description: 'Text under the free shipping badge; amount is the threshold, e.g. €75',
  },
});

const BADGES: Array<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  { icon: BadgeCheck, title: messages.ce, text: messages.ceText },
  { icon: Leaf, title: messages.energy, text: messages.energyText },
  { icon: ShieldCheck, title: messages.warranty, text: messages.warrantyText },
  { icon: Truck, title: messages.shipping, text: messages.shippingText },
];

/** Certification badges (spec §1): CE marking, energy label, 2 year warranty, free EU shipping. */
export function CertificationBadges() {
  return (
    <section aria-labelledby="certifications-heading" className="mx-auto w-full max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <h2 id="certifications-heading" className="sr-only">
        <FormattedMessage {...messages.heading} />
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="certification-badges">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex items-center gap-3 rounded-xl border border-border bg-muted/40 p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {/* min-w-0 + hyphens: a long single word (Swedish 'Energimärkning') wraps inside a phone's half-width cell. */}
            <span className="flex min-w-0 flex-col hyphens-auto break-words">
              <span className="text-sm font-semibold">
                <FormattedMessage {...title} />
              </span>
              <span className="text-xs text-muted-foreground">
                <FormattedMessage {...text} values={{ amount: <Price key="amount" amount={FREE_SHIPPING_THRESHOLD_EUR} trimWholeCents /> }} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
