import { screens } from '@srm/contract';
import { notification, qty, withFooter } from './notification.ts';

const zone = {
  firm: { 'zh-chs': '冻结区', en: 'firm' },
  tradeoff: { 'zh-chs': '协商区', en: 'trade-off' },
} as const;

/**
 * `forecast.shortfall` → the buyers (staff holding Forecast commitments; issue #48): a vendor committed below demand
 * where it binds — each shortfall (the largest 50) with its size and the vendor's reason.
 */
export const forecastShortfall = notification({
  events: ['forecast.shortfall'],
  category: 'order',
  choice: 'order',
  async mail(ctx, event) {
    const s = event.payload;
    const lines = (language: 'zh-chs' | 'en') =>
      s.buckets
        .map((b) =>
          language === 'zh-chs'
            ? `  ${b.partNo} ${b.period}（${zone[b.zone]['zh-chs']}）：需求 ${qty(b.demand)}，承诺 ${qty(b.committed)}，原因：${b.reason ?? '-'}`
            : `  ${b.partNo} ${b.period} (${zone[b.zone].en}): demand ${qty(b.demand)}, committed ${qty(b.committed)}, reason: ${b.reason ?? '-'}`,
        )
        .join('\n');
    const more = s.shortfalls - s.buckets.length;
    return ctx.send(
      await ctx.recipients({ staffHolding: screens.ForecastCommitment.path }),
      withFooter(
        {
          'zh-chs': {
            subject: `供应商 ${s.vendorCode} 对预测版本 ${s.version} 的承诺有 ${s.shortfalls} 处缺口`,
            body: `${lines('zh-chs')}${more > 0 ? `\n……另有 ${more} 处` : ''}\n详情见门户“预测承诺”。`,
          },
          en: {
            subject: `Vendor ${s.vendorCode} committed to forecast version ${s.version} with ${s.shortfalls} shortfall${s.shortfalls === 1 ? '' : 's'}`,
            body: `${lines('en')}${more > 0 ? `\n… and ${more} more` : ''}\nSee "Forecast commitments" in the portal for the details.`,
          },
        },
        ctx.org,
      ),
    );
  },
});
