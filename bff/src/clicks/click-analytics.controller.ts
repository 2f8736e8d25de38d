import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogClickPatterns,
  CatalogPatterns,
  ClicksPatterns,
  analyticsOverviewQuery,
  type AnalyticsOverviewDto,
  type AnalyticsOverviewQuery,
  type DashboardDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../auth/access.decorators';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { MerchantDirectory } from './merchant-directory';
import { revenueEstimate, roundCents, trend } from './revenue';

const DAY_MS = 24 * 60 * 60 * 1000;
const sum = (rows: ReadonlyArray<{ clicks: number }>) => rows.reduce((total, r) => total + r.clicks, 0);

@ApiTags('analytics')
@Controller()
export class ClickAnalyticsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly merchants: MerchantDirectory,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /**
   * Spec §3's four totals, each with its change against 30 days earlier: products and active
   * merchants as totals now vs then; clicks and revenue as the last 30 days vs the 30 before.
   */
  @Get('admin/dashboard')
  @Allow('analytics:read')
  @ApiOkResponse({ description: 'totalProducts, activeMerchants, totalClicks, revenueEstimate (EUR) and trends in percent' })
  async dashboard(): Promise<DashboardDto> {
    const monthAgo = new Date(Date.now() - 30 * DAY_MS);
    const [products, merchants, clicks] = await Promise.all([
      this.rpc.send(CatalogClickPatterns.productStats, { since: monthAgo.toISOString() }),
      this.merchants.list(),
      this.rpc.send(ClicksPatterns.dashboard, {}),
    ]);
    const active = merchants.filter((m) => m.isActive);
    const activeBefore = active.filter((m) => Date.parse(m.createdAt) < monthAgo.getTime()).length;
    const merchant = (id: string | null) => this.merchants.get(id);
    const revenueLast30 = revenueEstimate(clicks.byMerchantLast30, merchant, this.config);
    const revenuePrevious30 = revenueEstimate(clicks.byMerchantPrevious30, merchant, this.config);
    return {
      totalProducts: products.total,
      activeMerchants: active.length,
      totalClicks: clicks.totalClicks,
      revenueEstimate: revenueEstimate(clicks.byMerchantAllTime, merchant, this.config),
      trends: {
        totalProducts: trend(products.total, products.total - products.addedSince),
        activeMerchants: trend(active.length, activeBefore),
        totalClicks: trend(sum(clicks.byMerchantLast30), sum(clicks.byMerchantPrevious30)),
        revenueEstimate: trend(revenueLast30, revenuePrevious30),
      },
    };
  }

  @Get('analytics/overview')
  @Allow('analytics:read')
  @ApiOkResponse({ description: 'Clicks per day, by merchant and language, top 20 products, bot share, revenue per merchant' })
  async overview(@Query(new ZodValidationPipe(analyticsOverviewQuery)) query: AnalyticsOverviewQuery): Promise<AnalyticsOverviewDto> {
    const [clicks] = await Promise.all([
      this.rpc.send(ClicksPatterns.analyticsOverview, { range: query.range, ...(query.merchant ? { merchantId: query.merchant } : {}) }),
      this.merchants.list(),
    ]);
    const ids = clicks.topProducts.map((p) => p.productId);
    const snapshots = ids.length > 0 ? await this.rpc.send(CatalogPatterns.productSnapshots, { ids }).catch(() => []) : [];
    const byId = new Map(snapshots.map((s) => [s.id, s]));
    const byMerchant = clicks.byMerchant.map((m) => {
      const merchant = this.merchants.get(m.merchantId);
      return {
        merchantId: m.merchantId,
        name: merchant?.name ?? 'Unknown',
        clicks: m.clicks,
        revenueEstimate: revenueEstimate([m], () => merchant, this.config),
      };
    });
    const seen = clicks.totals.clicks + clicks.totals.duplicates + clicks.totals.bots;
    return {
      range: clicks.range,
      from: clicks.from,
      to: clicks.to,
      merchantId: query.merchant ?? null,
      perDay: clicks.perDay,
      byMerchant,
      byLanguage: clicks.byLanguage,
      topProducts: clicks.topProducts.map((p) => {
        const product = byId.get(p.productId);
        return { productId: p.productId, title: product?.title ?? p.productId, slug: product?.slug ?? null, clicks: p.clicks };
      }),
      totals: {
        ...clicks.totals,
        botShare: seen === 0 ? 0 : Math.round((clicks.totals.bots / seen) * 1000) / 10,
        revenueEstimate: roundCents(byMerchant.reduce((total, m) => total + m.revenueEstimate, 0)),
      },
    };
  }
}
