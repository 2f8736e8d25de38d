import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { AdminPage } from './admin-page';

interface ComingSoonPageProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** What the screen will hold, once its issue lands. */
  heading: string;
  text: string;
}

/**
 * An admin screen whose issue has not landed yet: a real page inside the admin saying what will be
 * there (ARCHITECTURE §11), never the shopper 404.
 */
export function ComingSoonPage({ title, description, icon, heading, text }: ComingSoonPageProps) {
  return (
    <AdminPage title={title} description={description}>
      <EmptyState icon={icon} title={heading} text={text} data-testid="admin-coming-soon" />
    </AdminPage>
  );
}
