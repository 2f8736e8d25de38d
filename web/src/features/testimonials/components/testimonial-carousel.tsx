import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_LOCK_MS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { useCarousel } from '../hooks/use-carousel';
import type { Testimonial } from '../types';
import { TestimonialCard } from './testimonial-card';

/** Above this many testimonials a row of dots becomes noise (55 dots on a phone): the position is written instead. */
const MAX_DOTS = 10;

const messages = defineMessages({
  heading: { id: 'testimonials.heading', defaultMessage: 'What our customers say', description: 'Heading of the testimonial carousel' },
  intro: {
    id: 'testimonials.intro',
    defaultMessage: 'Thousands of homes, studios and hotels across Europe light up with Lumina.',
    description: 'Line under the testimonials heading',
  },
  label: { id: 'testimonials.label', defaultMessage: 'Customer testimonials', description: 'Accessible name of the testimonial carousel' },
  slide: { id: 'testimonials.slide', defaultMessage: '{number} of {count}', description: 'Accessible name of a testimonial slide, e.g. 3 of 55' },
  previous: { id: 'testimonials.previous', defaultMessage: 'Previous testimonial', description: 'Carousel button: previous testimonial' },
  next: { id: 'testimonials.next', defaultMessage: 'Next testimonial', description: 'Carousel button: next testimonial' },
  goTo: { id: 'testimonials.goTo', defaultMessage: 'Show testimonial {number}', description: 'Carousel indicator dot' },
  dots: { id: 'testimonials.dots', defaultMessage: 'Choose a testimonial', description: 'Accessible name of the indicator dots' },
  position: { id: 'testimonials.position', defaultMessage: '{number} / {count}', description: 'Compact carousel position when there are too many testimonials for dots, e.g. 3 / 55' },
  pause: { id: 'testimonials.pause', defaultMessage: 'Pause testimonials', description: 'Button that stops the carousel from advancing' },
  play: { id: 'testimonials.play', defaultMessage: 'Play testimonials', description: 'Button that lets the carousel advance again' },
});

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Defaults to 6000 ms (ARCHITECTURE §11). */
  intervalMs?: number;
  lockMs?: number;
}

/**
 * The testimonial carousel (spec §4): one testimonial at a time, advancing every 6000 ms and
 * wrapping both ways; previous/next and indicator dots are locked for 300 ms after each change.
 * Hovering or focusing it, or the pause button, holds it. Renders nothing for an empty list.
 */
export function TestimonialCarousel({ testimonials, intervalMs = CAROUSEL_INTERVAL_MS, lockMs = CAROUSEL_LOCK_MS }: TestimonialCarouselProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = testimonials.length;
  const { index, next, previous, goTo } = useCarousel(count, { intervalMs, lockMs, paused: hovered || focused || stopped });

  const current = testimonials[index];
  if (count === 0 || !current) return null;
  const playing = !(hovered || focused || stopped);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-muted/50 py-14 [contain-intrinsic-size:auto_36rem] [content-visibility:auto]">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          title={<FormattedMessage {...messages.heading} />}
          intro={<FormattedMessage {...messages.intro} />}
          className="mb-8 text-center"
        />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={intl.formatMessage(messages.label)}
          data-testid="testimonial-carousel"
          data-index={index}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className="flex items-center gap-2 sm:gap-4">
            <Button variant="outline" size="icon" shape="round" aria-label={intl.formatMessage(messages.previous)} onClick={previous} data-testid="carousel-previous">
              <ChevronLeft aria-hidden="true" />
            </Button>
            <div
              key={current.id}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage(messages.slide, { number: index + 1, count })}
              aria-live={playing ? 'off' : 'polite'}
              className="min-w-0 flex-1 animate-fade-in"
            >
              <TestimonialCard testimonial={current} />
            </div>
            <Button variant="outline" size="icon" shape="round" aria-label={intl.formatMessage(messages.next)} onClick={next} data-testid="carousel-next">
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="mt-6 flex items-start justify-center gap-3">
            <Button
              variant="ghost"
              size="icon-xs"
              shape="round"
              aria-label={intl.formatMessage(stopped ? messages.play : messages.pause)}
              onClick={() => setStopped((value) => !value)}
              data-testid="carousel-pause"
            >
              {stopped ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
            </Button>
            {count <= MAX_DOTS ? (
              <ul aria-label={intl.formatMessage(messages.dots)} className="flex max-w-2xl flex-wrap justify-center">
                {testimonials.map((testimonial, dot) => (
                  <li key={testimonial.id}>
                    <button
                      type="button"
                      aria-label={intl.formatMessage(messages.goTo, { number: dot + 1 })}
                      aria-current={dot === index ? 'true' : undefined}
                      onClick={() => goTo(dot)}
                      className="group flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      data-testid="carousel-dot"
                    >
                      <span className={cn('block size-2 rounded-full transition-all', dot === index ? 'w-4 bg-primary' : 'bg-foreground/25 group-hover:bg-foreground/50')} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="min-w-14 text-center text-sm text-muted-foreground tabular-nums" data-testid="carousel-position">
                <FormattedMessage {...messages.position} values={{ number: index + 1, count }} />
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
