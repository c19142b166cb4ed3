import { z } from 'zod';

/** One entry of the login page's organisation select (spec §3 "Organisation option"). */
export const orgOption = z.object({
  Id: z.number().int().describe('Organisation id, sent back in the OrgId header'),
  OrganizeCode: z.string().describe('Organisation code, kept in the ORG_CODE cookie'),
  OrganizeName: z.string().describe('Display name in the caller language'),
});
export type OrgOption = z.infer<typeof orgOption>;

export const getOrgInfoQuery = z.object({
  userName: z.string().trim().max(64).optional().describe('Typed user name; empty lists every organisation'),
});
export type GetOrgInfoQuery = z.infer<typeof getOrgInfoQuery>;

/**
 * The organisation's own settings (System/OrgSettings, PRODUCT §10, §17): whether a delivery note may ship only
 * against confirmed order lines, after how many hours an unanswered order line is reminded, and how long its events
 * are kept.
 */
export const orgSettings = z.object({
  /** On: a delivery note line needs a confirmed (or accepted) order line. Off (the default): any open line. */
  REQUIRE_CONFIRMATION: z.boolean(),
  /** Hours an order line may stay unanswered before its vendor is reminded (default 48). */
  CONFIRMATION_REMINDER_HOURS: z.number().int(),
  /** Months the organisation's domain events and their deliveries (webhook messages) are kept (default 24). */
  EVENT_RETENTION_MONTHS: z.number().int(),
});
export type OrgSettings = z.infer<typeof orgSettings>;

/** The reminder's limits: at least one hour, at most 30 days. */
export const confirmationReminderHoursLimits = { min: 1, max: 720 } as const;

/** How long events may be kept: one month to ten years (PRODUCT §17). */
export const eventRetentionMonthsLimits = { min: 1, max: 120 } as const;

export const orgSettingsSave = z
  .object({
    REQUIRE_CONFIRMATION: z.boolean().describe('Ship only against confirmed order lines'),
    // One sentence for every wrong number (a fraction, 0, 721…): the server's `organization.reminderHours`.
    CONFIRMATION_REMINDER_HOURS: z
      .number()
      .refine(
        (v) =>
          Number.isInteger(v) &&
          v >= confirmationReminderHoursLimits.min &&
          v <= confirmationReminderHoursLimits.max,
        { message: 'organization.reminderHours' },
      )
      .meta({
        type: 'integer',
        minimum: confirmationReminderHoursLimits.min,
        maximum: confirmationReminderHoursLimits.max,
        description: 'Hours an order line may stay unanswered before its vendor is reminded (1 to 720)',
      }),
    // Left out: kept as it is (callers from before the setting existed).
    EVENT_RETENTION_MONTHS: z
      .number()
      .refine(
        (v) =>
          Number.isInteger(v) && v >= eventRetentionMonthsLimits.min && v <= eventRetentionMonthsLimits.max,
        { message: 'organization.eventRetention' },
      )
      .meta({
        type: 'integer',
        minimum: eventRetentionMonthsLimits.min,
        maximum: eventRetentionMonthsLimits.max,
        description:
          'Months domain events and webhook messages are kept before they are dropped (1 to 120); left out: unchanged',
      })
      .optional(),
  })
  .strict();
export type OrgSettingsSave = z.input<typeof orgSettingsSave>;
