import type { IngestStatus } from '@lumina/contracts';
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn';
import { merchantsMessages as m } from '../merchants-messages';

/** Spec §4: completed green, running blue, failed red, anything else grey with a clock. */
export function IngestStatusBadge({ status }: { status: IngestStatus }) {
  const look = {
    completed: { className: 'bg-green-100 text-green-800', icon: <CheckCircle2 />, label: m.statusCompleted },
    running: {
      className: 'bg-blue-100 text-blue-800',
      icon: <Loader2 className="animate-spin" />,
      label: m.statusRunning,
    },
    failed: { className: 'bg-red-100 text-red-800', icon: <XCircle />, label: m.statusFailed },
    cancelled: { className: 'bg-gray-100 text-gray-700', icon: <Clock />, label: m.statusCancelled },
  }[status as 'completed' | 'running' | 'failed' | 'cancelled'] ?? {
    className: 'bg-gray-100 text-gray-700',
    icon: <Clock />,
    label: m.statusPending,
  };
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium [&_svg]:size-3',
        look.className,
      )}
      data-status={status}
    >
      {look.icon}
      <FormattedMessage {...look.label} />
    </span>
  );
}
