import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';

interface HomeSectionProps {
  /** The section's id (an in-page anchor). */
  id: string;
  /** The heading's id, for `aria-labelledby`. */
  headingId: string;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}

/** A home page catalogue section: heading, intro line and its content. */
export function HomeSection({ id, headingId, title, intro, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto w-full max-w-7xl scroll-mt-32 px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} title={title} intro={intro} className="mb-8 max-w-2xl" />
      {children}
    </section>
  );
}
