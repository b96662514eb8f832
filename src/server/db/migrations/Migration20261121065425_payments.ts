import { Migration } from '@mikro-orm/migrations';

// Payments become purchases (hour packages or jobs, by card or prepaid hours) whose money lives in an
// append-only ledger; the hours ledger of the first migration folds into it; gateway events are kept by id.
export class Migration20261121065425_payments extends Migration {
  override name = 'Migration20261121065425_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_events" ("id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "ledger_entries" ("id" serial primary key, "user_id" int not null, "kind" text not null, "amount_pence" int not null default 0, "hours" numeric(10,2) not null default 0, "payment_id" int null, "job_id" int null, "description" varchar(200) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "ledger_entries_user_id_index" on "ledger_entries" ("user_id");`);
    this.addSql(
      `create index "ledger_entries_kind_created_at_index" on "ledger_entries" ("kind", "created_at");`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_payment_id_kind_unique" unique ("payment_id", "kind");`,
    );

    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(
      `alter table "payments" add "purpose" text not null default 'job', add "method" text not null default 'card', add "package_id" varchar(20) null, add "hours" numeric(10,2) null, add "refund_reference" varchar(255) null, add "settled_at" timestamptz null, add "refunded_at" timestamptz null;`,
    );
    this.addSql(`alter table "payments" alter column "reference" drop not null;`);
    this.addSql(`alter table "payments" add constraint "payments_reference_unique" unique ("reference");`);
    this.addSql(
      `create unique index "payments_job_pending_unique" on "payments" ("job_id") where "status" = 'pending';`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_purpose_check" check ("purpose" in ('hours', 'job'));`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_method_check" check ("method" in ('card', 'hours'));`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'refunded'));`,
    );

    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_kind_check" check ("kind" in ('card_payment', 'refund', 'hours_credit', 'hours_debit'));`,
    );

    // What was there moves into the books: card payments already taken, and any hours already credited.
    this.addSql(`update "payments" set "settled_at" = "created_at" where "status" <> 'pending';`);
    this.addSql(
      `insert into "ledger_entries" ("user_id", "kind", "amount_pence", "hours", "payment_id", "job_id", "description", "created_at")
       select "client_id", 'card_payment', "amount_pence", 0, "id", "job_id", 'Card payment for a job', "created_at"
         from "payments" where "status" = 'succeeded';`,
    );
    this.addSql(
      `insert into "ledger_entries" ("user_id", "kind", "amount_pence", "hours", "description", "created_at")
       select "user_id", case when "hours" >= 0 then 'hours_credit' else 'hours_debit' end, 0, "hours", "reason", "created_at"
         from "hours_ledger";`,
    );
    this.addSql(`drop table if exists "hours_ledger" cascade;`);

    // Written once, never changed: the database itself refuses to edit or remove a booked row.
    this.addSql(
      `create or replace function "ledger_entries_ledger_entries_append_only_fn"() returns trigger as $$ begin raise exception 'ledger entries are never changed or removed'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_entries_append_only" BEFORE UPDATE OR DELETE on "ledger_entries" for each ROW execute function "ledger_entries_ledger_entries_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "hours_ledger" ("id" serial primary key, "user_id" int4 not null, "hours" numeric(10,2) not null, "reason" varchar(200) not null, "created_at" timestamptz(6) not null);`,
    );
    this.addSql(`create index "hours_ledger_user_id_index" on "hours_ledger" ("user_id");`);
    this.addSql(
      `insert into "hours_ledger" ("user_id", "hours", "reason", "created_at")
       select "user_id", "hours", "description", "created_at" from "ledger_entries" where "hours" <> 0;`,
    );
    this.addSql(
      `alter table "hours_ledger" add constraint "hours_ledger_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(`drop table if exists "payment_events" cascade;`);
    this.addSql(`drop table if exists "ledger_entries" cascade;`);
    this.addSql(`drop function if exists "ledger_entries_ledger_entries_append_only_fn"();`);

    // Purchases that are not card payments for jobs have no place in the old table.
    this.addSql(
      `delete from "payments" where "purpose" <> 'job' or "method" <> 'card' or "status" = 'pending';`,
    );
    this.addSql(`delete from "payments" where "status" = 'refunded';`);
    this.addSql(`update "payments" set "reference" = 'unknown-' || "id" where "reference" is null;`);
    this.addSql(`alter table "payments" drop constraint "payments_reference_unique";`);
    this.addSql(`drop index "payments_job_pending_unique";`);
    this.addSql(`alter table "payments" drop constraint "payments_purpose_check";`);
    this.addSql(`alter table "payments" drop constraint "payments_method_check";`);
    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(
      `alter table "payments" drop column "purpose", drop column "method", drop column "package_id", drop column "hours", drop column "refund_reference", drop column "settled_at", drop column "refunded_at";`,
    );
    this.addSql(`alter table "payments" alter column "reference" set not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('succeeded', 'failed'));`,
    );
  }
}
