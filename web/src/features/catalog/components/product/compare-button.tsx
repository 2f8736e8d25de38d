import { Scale } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

const messages = defineMessages({
  compare: { id: 'product.compare', defaultMessage: 'Compare', description: 'Button that adds the product to the comparison' },
  addedTitle: { id: 'product.compare.added.title', defaultMessage: 'Added to Compare', description: 'Toast title after pressing Compare' },
  addedText: {
    id: 'product.compare.added.text',
    defaultMessage: 'Product added to comparison list',
    description: 'Toast text after pressing Compare',
  },
});

/** Compare: only shows the notice (spec §4); no comparison list is kept. */
export function CompareButton() {
  const intl = useIntl();
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => toast({ title: intl.formatMessage(messages.addedTitle), description: intl.formatMessage(messages.addedText) })}
      data-testid="compare"
    >
      <Scale aria-hidden="true" />
      <FormattedMessage {...messages.compare} />
    </Button>
  );
}
