import type { ReactNode } from 'react';
import { Head } from '@/components/seo/head';

interface AdminPageProps {
  title: string;
  /** One line under the title; also the document's description. */
  description: string;
  /** Header buttons, right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every admin screen: its heading, a line on what it is for, header actions, content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="space-y-6">
      <Head title={`${title} · Admin`} description={description} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
