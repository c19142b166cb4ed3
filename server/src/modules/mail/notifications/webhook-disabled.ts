import { screens } from '@srm/contract';
import { notification, type OrgNames, orDash, type Texts, withFooter } from './notification.ts';

function webhookTexts(w: { url: string; lastError: string | null }, org: OrgNames): Texts {
  const where = screens.WebhookEndpoints;
  return withFooter(
    {
      'zh-chs': {
        subject: `事件推送端点已停用：${w.url}`,
        body: `事件推送端点 ${w.url} 在 24 小时的重试中没有接受任何消息，门户已将其停用，不再向其发送事件。\n最近一次错误：${orDash(w.lastError)}\n修复接收方后，请在“${where.zh}”中重新启用端点，并在“${screens.WebhookDeliveries.zh}”中重新发送失败的消息。`,
      },
      en: {
        subject: `Webhook endpoint disabled: ${w.url}`,
        body: `The webhook endpoint ${w.url} accepted no message during 24 hours of retries, so the portal disabled it and sends it no more events.\nLast error: ${orDash(w.lastError)}\nOnce the receiver is fixed, enable the endpoint again under "${where.en}" and send the failed messages again under "${screens.WebhookDeliveries.en}".`,
      },
    },
    org,
  );
}

/**
 * A webhook endpoint disabled after a day of failures (issue #35) → whoever registered it and the staff whose role
 * holds the endpoints' screen. Nobody can turn it off.
 */
export const webhookDisabled = notification({
  events: ['webhook.endpoint.disabled'],
  category: 'webhook',
  choice: null,
  async mail(ctx, event) {
    const { createdBy, url, lastError } = event.payload;
    const creator = createdBy ? await ctx.recipients({ userNames: [createdBy] }) : [];
    const staff = await ctx.recipients({ staffHolding: screens.WebhookEndpoints.path });
    const to = [...new Map([...creator, ...staff].map((r) => [r.userId, r])).values()];
    return ctx.send(to, webhookTexts({ url, lastError: lastError ?? null }, ctx.org));
  },
});
