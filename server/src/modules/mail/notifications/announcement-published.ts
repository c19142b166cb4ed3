import { nothingQueued, notification, type OrgNames, type Texts, withFooter } from './notification.ts';

function announcementTexts(a: { title: string; summary?: string | undefined }, org: OrgNames): Texts {
  const summary = a.summary?.trim() ? `\n\n${a.summary.trim()}` : '';
  return withFooter(
    {
      'zh-chs': {
        subject: `公告：${a.title}`,
        body: `门户发布了新公告“${a.title}”，请登录门户查看全文。${summary}`,
      },
      en: {
        subject: `Announcement: ${a.title}`,
        body: `A new announcement "${a.title}" was published; sign in to the portal to read it in full.${summary}`,
      },
    },
    org,
  );
}

/**
 * `announcement.published`, visible at once → its audience (the user ids the event names); announcements are opt-in
 * per user. One whose publish window starts later is not mailed.
 */
export const announcementPublished = notification({
  events: ['announcement.published'],
  category: 'announcement',
  choice: 'announcement',
  async mail(ctx, event) {
    const { visibleNow, userIds, title, summary } = event.payload;
    if (!visibleNow || userIds.length === 0) return nothingQueued();
    return ctx.send(await ctx.recipients({ userIds }), announcementTexts({ title, summary }, ctx.org));
  },
});
