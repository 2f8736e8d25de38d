import type { AnalyticsOverviewDto } from '@lumina/contracts';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { analyticsMessages as m } from '../analytics-messages';

/** Counted and bot clicks per UTC day (recharts, loaded only with this admin screen). */
export function ClicksChart({ perDay }: { perDay: AnalyticsOverviewDto['perDay'] }) {
  const intl = useIntl();
  const data = perDay.map((d) => ({
    ...d,
    label: intl.formatDate(`${d.day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  }));
  return (
    <div className="h-72 w-full" data-testid="clicks-chart" data-total={perDay.reduce((sum, d) => sum + d.clicks, 0)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="clicks" name={intl.formatMessage(m.clicks)} stackId="a" fill="#f59e0b" isAnimationActive={false} />
          <Bar dataKey="bots" name={intl.formatMessage(m.bots)} stackId="a" fill="#9ca3af" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
