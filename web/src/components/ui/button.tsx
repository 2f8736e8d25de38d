import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-foreground underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
        accent: 'bg-accent text-foreground shadow-sm hover:bg-accent/90',
      },
      // Gap and font size live here, not in the base, so no size has to override them. `null`
      // leaves sizing to the caller's className.
      size: {
        default: 'h-10 gap-2 px-4 py-2 text-sm',
        sm: 'h-8 gap-2 px-3 text-sm',
        lg: 'h-11 gap-2 px-6 text-base',
        /** No horizontal padding, for a link-style button that lines up with the text around it. */
        flush: 'h-8 gap-2 text-sm',
        icon: 'size-10 gap-2 text-sm',
        'icon-sm': 'size-9 gap-2 text-sm',
        'icon-xs': 'size-6 gap-2 text-sm',
      },
      shape: {
        default: 'rounded-md',
        round: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a router `Link`) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({ className, variant, size, shape, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, shape }), className)}
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
