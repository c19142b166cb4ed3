import { notification, withFooter } from './notification.ts';

/** `forecast.published` → the vendor's users (issue #48): a new version of its demand, to commit to. */
export const forecastPublished = notification({
  events: ['forecast.published'],
  category: 'order',
  choice: 'order',
  async mail(ctx, event) {
    const v = event.payload;
    return ctx.send(
      await ctx.recipients({ vendorCode: v.vendorCode }),
      withFooter(
        {
          'zh-chs': {
            subject: `新的需求预测版本 ${v.version}：${v.parts} 个物料，请确认承诺`,
            body: `版本：${v.version}\n物料：${v.parts} 个，需求周期：${v.buckets} 个\n请登录门户“需求预测”查看与上一版本的变化，并对本版本作出承诺。`,
          },
          en: {
            subject: `New forecast version ${v.version}: ${v.parts} parts to commit to`,
            body: `Version: ${v.version}\nParts: ${v.parts}, buckets: ${v.buckets}\nOpen "Forecast" in the portal to see what changed against the previous version, and commit to this one.`,
          },
        },
        ctx.org,
      ),
    );
  },
});
