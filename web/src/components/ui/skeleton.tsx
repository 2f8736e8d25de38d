import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const skeletonVariants = cva('animate-pulse', {
  variants: {
    radius: { md: 'rounded-md', none: 'rounded-none', full: 'rounded-full', '2xl': 'rounded-2xl' },
    /** `translucent` for a skeleton on a coloured background (e.g. a category banner). */
    tone: { muted: 'bg-muted', translucent: 'bg-background/60' },
  },
  defaultVariants: { radius: 'md', tone: 'muted' },
});

type SkeletonProps = ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, radius, tone, ...props }: SkeletonProps) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn(skeletonVariants({ radius, tone }), className)} {...props} />;
}
