import type { PriceHistoryDto } from '@lumina/contracts';
import { defineMessages, useIntl } from 'react-intl';
import { useLanguage } from '@/i18n/language-provider';
import { displayPrice } from '@/i18n/format-price';

const messages = defineMessages({
  summary: {
    id: 'priceHistory.chart.summary',
    defaultMessage: 'Lowest total price per day over {days} days: from {min} to {max}; today {today}.',
    description: 'Screen-reader description of the price chart',
  },
  low30: { id: 'priceHistory.chart.low30', defaultMessage: '30-day low', description: 'Marker on the price chart: the lowest price of the last 30 days' },
  lowAll: { id: 'priceHistory.chart.lowAll', defaultMessage: 'All-time low', description: 'Marker on the price chart: the lowest price ever observed' },
});

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 16, right: 12, bottom: 24, left: 64 };

/**
 * The lowest total price per day as a step line in plain SVG (no chart library: one series, two
 * markers). `showLows`: mark the 30-day and all-time lows (not under 30 days observed).
 */
export function PriceHistoryChart({ history, showLows }: { history: PriceHistoryDto; showLows: boolean }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (amount: string) => {
    const { amount: value, currency } = displayPrice(amount, language);
    return intl.formatNumber(value, { style: 'currency', currency });
  };
  const points = history.points.map((point) => ({ date: point.date, total: Number(point.lowestTotal) }));
  if (points.length === 0) return null;
  const totals = points.map((p) => p.total);
  const allTimeLow = history.lowestAllTime ? Number(history.lowestAllTime.total) : null;
  const min = Math.min(...totals, ...(showLows && allTimeLow !== null ? [allTimeLow] : []));
  const max = Math.max(...totals);
  const span = max - min || Math.max(1, max * 0.1);
  const first = Date.parse(points[0].date);
  const daySpan = Math.max(1, history.days - 1);
  const x = (date: string) => PAD.left + ((Date.parse(date) - first) / 86_400_000 / daySpan) * (WIDTH - PAD.left - PAD.right);
  const y = (total: number) => PAD.top + (1 - (total - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  // A step line: a price holds until the next day's.
  const path = points
    .map((p, i) => {
      const px = x(p.date);
      const py = y(p.total);
      return i === 0 ? `M${px},${py}` : `H${px}V${py}`;
    })
    .join('');
  const lastX = Math.max(x(points[points.length - 1].date), WIDTH - PAD.right);
  const low30 = showLows && history.lowest30Days ? history.lowest30Days : null;
  const summary = intl.formatMessage(messages.summary, {
    days: history.days,
    min: money(String(Math.min(...totals))),
    max: money(String(max)),
    today: money(String(totals[totals.length - 1])),
  });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary} data-testid="price-chart">
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="stroke-border" />
      <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {money(String(max))}
      </text>
      <text x={PAD.left - 6} y={y(min) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {money(String(min))}
      </text>
      <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[11px]">
        {intl.formatDate(points[0].date, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-muted-foreground text-[11px]">
        {intl.formatDate(points[points.length - 1].date, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
      </text>
      <path d={`${path}H${lastX}`} fill="none" strokeWidth={2} className="stroke-primary" data-testid="price-line" />
      {showLows && allTimeLow !== null ? (
        <g data-testid="all-time-low">
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(allTimeLow)} y2={y(allTimeLow)} strokeDasharray="4 4" className="stroke-emerald-600" />
          <text x={WIDTH - PAD.right} y={y(allTimeLow) - 4} textAnchor="end" className="fill-emerald-700 text-[11px]">
            {intl.formatMessage(messages.lowAll)} {money(String(allTimeLow))}
          </text>
        </g>
      ) : null}
      {low30 && Date.parse(low30.date) >= first ? (
        <g data-testid="low-30">
          <circle cx={x(low30.date)} cy={y(Number(low30.total))} r={4} className="fill-amber-500" />
          <text x={x(low30.date)} y={y(Number(low30.total)) + 16} textAnchor="middle" className="fill-amber-700 text-[11px]">
            {intl.formatMessage(messages.low30)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
