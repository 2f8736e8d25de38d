import type { HealthState } from '@lumina/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGetSystemHealthQuery } from '../api/dashboard-api';
import { dashboardMessages as m } from '../dashboard-messages';

const STATE = {
  operational: { dot: 'bg-green-500', text: 'text-green-700', label: m.operational },
  degraded: { dot: 'bg-yellow-500', text: 'text-yellow-700', label: m.degraded },
  down: { dot: 'bg-red-500', text: 'text-red-700', label: m.down },
} as const;

function Row({ name, state, detail, testId }: { name: ReactNode; state: HealthState; detail: ReactNode; testId: string }) {
  const look = STATE[state];
  return (
    <li className="flex items-center justify-between py-2 text-sm" data-testid={testId} data-state={state}>
      <span className="flex items-center gap-2">
        <span className={cn('size-2 rounded-full', look.dot)} aria-hidden="true" />
        {name}
      </span>
      <span className={cn('text-right', look.text)}>
        <FormattedMessage {...look.label} />
        <span className="block text-xs text-muted-foreground">{detail}</span>
      </span>
    </li>
  );
}

/** System Health from real checks (GET /api/admin/system-health), not fixed text. */
export function SystemHealth() {
  const { data } = useGetSystemHealthQuery();
  return (
    <section className="rounded-lg border bg-card p-5 shadow-sm" data-testid="system-health">
      <h2 className="mb-2 font-semibold">
        <FormattedMessage {...m.systemHealth} />
      </h2>
      {!data ? (
        <Skeleton className="h-24" />
      ) : (
        <ul className="divide-y">
          <Row
            testId="health-database"
            name={<FormattedMessage {...m.database} />}
            state={data.database.state}
            detail={data.database.latencyMs === null ? null : <FormattedMessage {...m.databaseDetail} values={{ ms: data.database.latencyMs }} />}
          />
          <Row
            testId="health-services"
            name={<FormattedMessage {...m.apiServices} />}
            state={data.apiServices.state}
            detail={<FormattedMessage {...m.servicesDetail} values={{ up: data.apiServices.up, total: data.apiServices.total }} />}
          />
          <Row
            testId="health-ingestion"
            name={<FormattedMessage {...m.dataIngestion} />}
            state={data.dataIngestion.state}
            detail={<FormattedMessage {...m.ingestionDetail} values={{ active: data.dataIngestion.active, waiting: data.dataIngestion.waiting }} />}
          />
        </ul>
      )}
    </section>
  );
}
