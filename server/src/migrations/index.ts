import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001_core.ts';
import * as m0002 from './0002_supply.ts';
import * as m0003 from './0003_auth.ts';
import * as m0004 from './0004_administration.ts';
import * as m0005 from './0005_list_config.ts';
import * as m0006 from './0006_integration.ts';
import * as m0007 from './0007_list_indexes.ts';
import * as m0008 from './0008_order_line_totals.ts';
import * as m0009 from './0009_hot_path_functions.ts';
import * as m0010 from './0010_auth_version.ts';
import * as m0011 from './0011_report_views.ts';
import * as m0012 from './0012_password_nonce_job_lease.ts';
import * as m0013 from './0013_user_preference.ts';
import * as m0014 from './0014_labels_print_templates.ts';
import * as m0015 from './0015_money.ts';
import * as m0016 from './0016_invoice_matching.ts';
import * as m0017 from './0017_attachment.ts';
import * as m0018 from './0018_announcement.ts';
import * as m0019 from './0019_mail.ts';
import * as m0020 from './0020_dispute.ts';
import * as m0021 from './0021_statement_rejection.ts';
import * as m0022 from './0022_print_template_layouts.ts';
import * as m0023 from './0023_domain_events.ts';
import * as m0024 from './0024_event_deliveries.ts';
import * as m0025 from './0025_note_number_at_commit.ts';
import * as m0026 from './0026_menu_catalog_entry.ts';
import * as m0027 from './0027_order_confirmation.ts';
import * as m0028 from './0028_order_line_reminder.ts';
import * as m0029 from './0029_vendor_api_key.ts';
import * as m0030 from './0030_webhook.ts';
import * as m0031 from './0031_quality.ts';
import * as m0032 from './0032_onboarding.ts';
import * as m0033 from './0033_reject_billing.ts';
import * as m0034 from './0034_webhook_secret_overlap.ts';
import * as m0035 from './0035_ncr_eight_d_steps.ts';
import * as m0036 from './0036_webhook_attempt.ts';
import * as m0037 from './0037_invoice.ts';
import * as m0038 from './0038_forecast.ts';
import * as m0039 from './0039_delivery_schedule.ts';
import * as m0040 from './0040_event_month_partitions.ts';

/**
 * Every migration, in order. A static list (not a folder scan) so the server bundles and type-checks them;
 * `migrations.test.ts` fails when a file in this folder is missing here.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_supply': m0002,
  '0003_auth': m0003,
  '0004_administration': m0004,
  '0005_list_config': m0005,
  '0006_integration': m0006,
  '0007_list_indexes': m0007,
  '0008_order_line_totals': m0008,
  '0009_hot_path_functions': m0009,
  '0010_auth_version': m0010,
  '0011_report_views': m0011,
  '0012_password_nonce_job_lease': m0012,
  '0013_user_preference': m0013,
  '0014_labels_print_templates': m0014,
  '0015_money': m0015,
  '0016_invoice_matching': m0016,
  '0017_attachment': m0017,
  '0018_announcement': m0018,
  '0019_mail': m0019,
  '0020_dispute': m0020,
  '0021_statement_rejection': m0021,
  '0022_print_template_layouts': m0022,
  '0023_domain_events': m0023,
  '0024_event_deliveries': m0024,
  '0025_note_number_at_commit': m0025,
  '0026_menu_catalog_entry': m0026,
  '0027_order_confirmation': m0027,
  '0028_order_line_reminder': m0028,
  '0029_vendor_api_key': m0029,
  '0030_webhook': m0030,
  '0031_quality': m0031,
  '0032_onboarding': m0032,
  '0033_reject_billing': m0033,
  '0034_webhook_secret_overlap': m0034,
  '0035_ncr_eight_d_steps': m0035,
  '0036_webhook_attempt': m0036,
  '0037_invoice': m0037,
  '0038_forecast': m0038,
  '0039_delivery_schedule': m0039,
  '0040_event_month_partitions': m0040,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
