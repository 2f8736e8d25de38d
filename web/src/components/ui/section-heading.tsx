import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** The line under the heading. */
  intro: ReactNode;
  className?: string;
}

/** A page section's h2 with its intro line (home page sections). */
export function SectionHeading({ id, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
    </div>
  );
}
