import { type Kysely, sql } from 'kysely';

/*
 * A created delivery note takes its number when its transaction commits (issue #38): the service inserts the note
 * under a placeholder (`~…`), and a deferred constraint trigger, run by PostgreSQL inside COMMIT, takes the day's
 * next number of the organisation (`delivery_note_sequence`, gap-free, PRODUCT §5) and writes it into the note and
 * into the note's "create" audit entry. The counter's row lock is then held from the trigger to the end of the
 * commit — no round trip to the API process in between, whose busy event loop made every other creator of the
 * organisation wait (the load test: 19–25 backends waiting on this row with WORKERS=2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create function delivery_note_number_at_commit() returns trigger language plpgsql as $$
    declare
      seq integer;
      no varchar;
    begin
      if left(new.delivery_no, 1) <> '~' then
        return null;
      end if;
      insert into delivery_note_sequence (org_id, day, last_seq) values (new.org_id, current_date, 1)
      on conflict (org_id, day) do update set last_seq = delivery_note_sequence.last_seq + 1
      returning last_seq into seq;
      no := 'DN' || to_char(current_date, 'YYYYMMDD') || lpad(seq::text, 4, '0');
      update delivery_note set delivery_no = no where id = new.id;
      update audit_log set after = jsonb_set(after, '{DELIVERY_NO}', to_jsonb(no))
       where entity = 'deliveryNote' and entity_id = new.id::text and action = 'create' and after is not null;
      return null;
    end
    $$`)
    .execute(db);
  await sql
    .raw(`
    create constraint trigger delivery_note_number_at_commit
      after insert on delivery_note deferrable initially deferred
      for each row execute function delivery_note_number_at_commit()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger delivery_note_number_at_commit on delivery_note').execute(db);
  await sql.raw('drop function delivery_note_number_at_commit()').execute(db);
}
