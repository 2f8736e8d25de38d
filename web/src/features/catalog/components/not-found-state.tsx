import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

interface NotFoundStateProps {
  icon: ReactNode;
  /** Heading of the state, also the page title. */
  title: MessageDescriptor;
  /** Line under the heading, also the meta description. */
  text: MessageDescriptor;
  /** Where the button leads, and its label. */
  action: { to: string; label: MessageDescriptor };
  'data-testid': string;
}

/** A catalogue screen's not-found state: sets the page head and shows a level-1 empty state with one link button. */
export function NotFoundState({ icon, title, text, action, ...rest }: NotFoundStateProps) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  return (
    <>
      <Head title={heading} description={intl.formatMessage(text)} status={404} />
      <EmptyState
        level={1}
        icon={icon}
        title={heading}
        text={<FormattedMessage {...text} />}
        action={
          <Button asChild>
            <Link to={action.to}>
              <FormattedMessage {...action.label} />
            </Link>
          </Button>
        }
        data-testid={rest['data-testid']}
      />
    </>
  );
}
