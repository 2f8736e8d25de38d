import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An inline alert: 'destructive' for payment errors (spec §8), 'info' for neutral notices. */
export function PaymentAlert({
  variant,
  title,
  children,
}: {
  variant: 'destructive' | 'info';
  title?: ReactNode;
  children: ReactNode;
}) {
  const Icon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      data-variant={variant}
      className={cn(
        'flex gap-3 rounded-md border p-4 text-sm',
        variant === 'destructive'
          ? 'border-destructive/50 bg-destructive/10 text-destructive'
          : 'border-border bg-muted text-foreground',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
