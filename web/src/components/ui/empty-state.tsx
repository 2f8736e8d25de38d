import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** Heading level of the title: 1 when the state replaces the whole page (a not-found screen). */
  level?: 1 | 2;
  className?: string;
  'data-testid'?: string;
}

/** An empty or not-found state: icon, heading, one line of text and an action. */
export function EmptyState({ icon, title, text, action, level = 2, className, ...rest }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center', className)}
      data-testid={rest['data-testid']}
    >
      {icon ? (
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-muted-foreground [&_svg]:size-7" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={cn('font-semibold tracking-tight', level === 1 ? 'text-2xl sm:text-3xl' : 'text-xl')}>{title}</Heading>
      {text ? <p className="max-w-prose text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
