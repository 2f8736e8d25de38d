import { Quote, Star } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Testimonial } from '../types';
import { useTestimonialWords } from './testimonial-words';

const messages = defineMessages({
  rating: { id: 'testimonials.rating', defaultMessage: 'Rated {rating} out of 5', description: 'Accessible text of a testimonial star rating' },
  roleAt: { id: 'testimonials.roleAt', defaultMessage: '{role}, {company}', description: 'Role and company of the person quoted' },
});

/** One testimonial: stars, quote, avatar, name, role and company, location, product type. No 'verified' badge: no purchase is checked behind them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const intl = useIntl();
  const words = useTestimonialWords();
  const role = words.role(testimonial);
  return (
    <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8" data-testid="testimonial">
      <div className="flex items-center justify-between gap-3">
        <span role="img" aria-label={intl.formatMessage(messages.rating, { rating: testimonial.rating })} className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, index) => (
            <Star key={index} aria-hidden="true" className={index < testimonial.rating ? 'size-5 fill-accent text-accent' : 'size-5 text-muted-foreground/40'} />
          ))}
        </span>
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">{words.productType(testimonial)}</span>
      </div>
      <blockquote className="relative flex-1 text-lg leading-relaxed">
        <Quote className="absolute -top-1 -left-1 size-8 text-accent/40" aria-hidden="true" />
        {/* The customer's own words, as written (in English). */}
        <p lang="en" className="relative pl-6">
          {testimonial.content}
        </p>
      </blockquote>
      <figcaption className="flex items-center gap-4">
        <img src={testimonial.image} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14 rounded-full bg-muted" />
        <span className="flex min-w-0 flex-col">
          <span className="flex flex-wrap items-center gap-2 font-semibold" data-testid="testimonial-name">
            {testimonial.name}
          </span>
          <span className="text-sm text-muted-foreground">
            {testimonial.company ? <FormattedMessage {...messages.roleAt} values={{ role, company: testimonial.company }} /> : role}
          </span>
          <span className="text-xs text-muted-foreground" data-testid="testimonial-place">
            {words.place(testimonial)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
