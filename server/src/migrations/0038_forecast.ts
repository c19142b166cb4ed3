import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/*
 * Forecasts (issue #48, PRODUCT §16).
 * - `forecast_setting`: an organisation's zone boundaries in weeks from the publishing week (firm before
 *   `firm_weeks`, trade-off before `tradeoff_weeks`, forecast after); without a row 4 and 12.
 * - `forecast_version`: a vendor's demand as the ERP (or a buyer's upload) published it, numbered by the ERP and
 *   higher each time; `body_hash` makes the same push again change nothing. The zone boundaries are fixed when it is
 *   published. A newer version supersedes it; the vendor commits to the current one.
 * - `forecast_bucket`: its demand per part and week or month, with the vendor's commitment (null until committed)
 *   and, below demand in the firm or trade-off zone, the vendor's reason (a shortfall).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table forecast_setting (
      org_id          integer      primary key references organization(id),
      firm_weeks      integer      not null check (firm_weeks between 0 and 26),
      tradeoff_weeks  integer      not null check (tradeoff_weeks between firm_weeks and 52),
      updated_by      varchar(64)  not null,
      updated_at      timestamptz  not null default now()
    );

    create table forecast_version (
      id              serial primary key,
      org_id          integer       not null references organization(id),
      vendor_code     varchar(32)   not null,
      version_no      integer       not null check (version_no > 0),
      state           varchar(12)   not null default 'published'
                      check (state in ('published', 'committed', 'superseded')),
      source          varchar(8)    not null check (source in ('erp', 'excel')),
      body_hash       varchar(64)   not null,
      firm_until      date          not null,
      tradeoff_until  date          not null check (tradeoff_until >= firm_until),
      parts           integer       not null,
      buckets         integer       not null,
      shortfalls      integer       not null default 0,
      published_by    varchar(64)   not null,
      published_at    timestamptz   not null default now(),
      committed_by    varchar(64),
      committed_at    timestamptz,
      unique (org_id, vendor_code, version_no),
      check ((committed_at is null) = (committed_by is null))
    );
    create index forecast_version_state on forecast_version (org_id, state, vendor_code);

    create table forecast_bucket (
      version_id    integer        not null references forecast_version(id) on delete cascade,
      part_no       varchar(64)    not null,
      period        varchar(8)     not null,
      period_start  date           not null,
      period_end    date           not null check (period_end >= period_start),
      zone          varchar(8)     not null check (zone in ('firm', 'tradeoff', 'forecast')),
      quantity      numeric(18,4)  not null check (quantity >= 0),
      committed     numeric(18,4)  check (committed >= 0),
      reason        varchar(512),
      primary key (version_id, part_no, period_start),
      check (reason is null or committed is not null)
    );
    create index forecast_bucket_shortfall on forecast_bucket (version_id)
      where committed < quantity and zone <> 'forecast';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table forecast_bucket;
    drop table forecast_version;
    drop table forecast_setting;
  `,
  );
}
