import type { ProductDto } from '@lumina/contracts';
import { Scale } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { addToCompare, COMPARE_LIMIT } from '@/lib/compare-list';
import { primaryImage } from '../../lib/pricing';

const messages = defineMessages({
  compare: { id: 'product.compare', defaultMessage: 'Compare', description: 'Button that adds the product to the comparison' },
  addedTitle: { id: 'product.compare.added.title', defaultMessage: 'Added to Compare', description: 'Toast title after pressing Compare' },
  addedText: {
    id: 'product.compare.added.text',
    defaultMessage: 'Product added to comparison list',
    description: 'Toast text after pressing Compare',
  },
  alreadyText: {
    id: 'product.compare.already',
    defaultMessage: 'This product is already in your comparison list',
    description: 'Toast text when the product is already being compared',
  },
  fullTitle: { id: 'product.compare.full.title', defaultMessage: 'Compare list is full', description: 'Toast title when the compare list holds its maximum' },
  fullText: {
    id: 'product.compare.full.text',
    defaultMessage: 'You can compare up to {limit} products. Remove one to add another.',
    description: 'Toast text when the compare list is full',
  },
});

/** Compare: adds the product to the browser's compare list (up to 4) and shows the spec's notice. */
export function CompareButton({ product }: { product: Pick<ProductDto, 'id' | 'slug' | 'title' | 'images'> }) {
  const intl = useIntl();
  const onClick = () => {
    const result = addToCompare({ id: product.id, slug: product.slug, title: product.title, imageUrl: primaryImage(product)?.url });
    if (result === 'full') {
      toast({ title: intl.formatMessage(messages.fullTitle), description: intl.formatMessage(messages.fullText, { limit: COMPARE_LIMIT }) });
      return;
    }
    toast({
      title: intl.formatMessage(messages.addedTitle),
      description: intl.formatMessage(result === 'added' ? messages.addedText : messages.alreadyText),
    });
  };
  return (
    <Button variant="outline" size="lg" onClick={onClick} data-testid="compare">
      <Scale aria-hidden="true" />
      <FormattedMessage {...messages.compare} />
    </Button>
  );
}
