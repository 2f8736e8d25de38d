import type { ProductImageDto } from '@lumina/contracts';
import { Lightbulb } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PRODUCT_GALLERY_THUMBNAILS } from '@/config/constants';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  thumbnails: { id: 'product.gallery.thumbnails', defaultMessage: 'Product images', description: 'Accessible name of the gallery thumbnails' },
  show: { id: 'product.gallery.show', defaultMessage: 'Show image {number} of {count}', description: 'Accessible name of a gallery thumbnail' },
});

interface ProductGalleryProps {
  images: readonly ProductImageDto[];
  title: string;
}

/** Orders the primary image first, as cards show it. */
function ordered(images: readonly ProductImageDto[]): ProductImageDto[] {
  const primary = images.find((image) => image.isPrimary);
  return primary ? [primary, ...images.filter((image) => image !== primary)] : [...images];
}

/**
 * The large image and the first four thumbnails (spec §2). Thumbnails are buttons: Tab reaches
 * them, Enter or Space selects, and the arrow keys, Home and End move and select.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const intl = useIntl();
  const all = ordered(images);
  const thumbnails = all.slice(0, PRODUCT_GALLERY_THUMBNAILS);
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = all[selected] ?? all[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = thumbnails.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected >= last ? 0 : selected + 1,
      ArrowDown: selected >= last ? 0 : selected + 1,
      ArrowLeft: selected <= 0 ? last : selected - 1,
      ArrowUp: selected <= 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <div className="aspect-square overflow-hidden rounded-2xl border border-border bg-muted">
        {current ? (
          <img
            src={current.url}
            alt={current.altText || title}
            width={800}
            height={800}
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
            data-testid="gallery-main-image"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <Lightbulb className="size-20" aria-hidden="true" />
          </span>
        )}
      </div>
      {thumbnails.length > 1 ? (
        <div role="group" aria-label={intl.formatMessage(messages.thumbnails)} className="grid grid-cols-4 gap-3" onKeyDown={onKeyDown}>
          {thumbnails.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              aria-pressed={index === selected}
              aria-label={intl.formatMessage(messages.show, { number: index + 1, count: thumbnails.length })}
              onClick={() => setSelected(index)}
              className={cn(
                'aspect-square overflow-hidden rounded-lg border-2 bg-muted transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                index === selected ? 'border-primary' : 'border-transparent hover:border-border',
              )}
              data-testid="gallery-thumbnail"
            >
              <img src={image.url} alt="" width={160} height={160} loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
