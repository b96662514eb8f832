import { Migration } from '@mikro-orm/migrations';

export class Migration20261128150813_payouts extends Migration {
  override name = 'Migration20261128150813_payouts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payout_accounts" ("id" serial primary key, "user_id" int not null, "gateway" varchar(20) not null, "external_id" varchar(255) not null, "details_submitted" boolean not null default false, "payouts_enabled" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_external_id_unique" unique ("external_id");`,
    );

    this.addSql(
      `create table "payouts" ("id" serial primary key, "writer_id" int not null, "amount_pence" int not null, "currency" varchar(3) not null default 'gbp', "gateway" varchar(20) not null, "account_id" varchar(255) not null, "status" text not null default 'pending', "transfer_reference" varchar(255) null, "failure_message" varchar(500) null, "created_at" timestamptz not null, "paid_at" timestamptz null, "failed_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "payouts" add constraint "payouts_transfer_reference_unique" unique ("transfer_reference");`,
    );
    this.addSql(
      `create index "payouts_writer_id_created_at_index" on "payouts" ("writer_id", "created_at");`,
    );
    this.addSql(`create index "payouts_status_created_at_index" on "payouts" ("status", "created_at");`);

    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_kind_check";`);
    this.addSql(
      `alter table "ledger_entries" add "pending_pence" int not null default 0, add "fee_pence" int not null default 0, add "available_at" timestamptz null, add "payout_id" int null;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_payout_id_foreign" foreign key ("payout_id") references "payouts" ("id") on delete set null;`,
    );
    this.addSql(
      `create unique index "ledger_entries_job_earning_unique" on "ledger_entries" ("job_id", "kind") where "kind" in ('earning', 'earning_cleared');`,
    );
    this.addSql(
      `create unique index "ledger_entries_payout_unique" on "ledger_entries" ("payout_id", "kind") where "payout_id" is not null;`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_kind_check" check ("kind" in ('card_payment', 'refund', 'hours_credit', 'hours_debit', 'earning', 'earning_cleared', 'earning_reversal', 'payout', 'payout_return'));`,
    );

    this.addSql(
      `alter table "jobs" add "house_quote" boolean not null default false, add "earning_task_queued_at" timestamptz null;`,
    );
    // Jobs whose terms came from the house quote before the column existed: their last acceptance says so.
    this.addSql(`update "jobs" j set "house_quote" = true where (j."estimated_hours" is not null or j."fixed_price" is not null) and (
      select e."detail" like 'House quote:%' from "job_events" e
       where e."job_id" = j."id" and e."kind" = 'quote_accepted' order by e."id" desc limit 1) is true;`);
    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );

    this.addSql(
      `alter table "payouts" add constraint "payouts_writer_id_foreign" foreign key ("writer_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "payouts" add constraint "payouts_status_check" check ("status" in ('pending', 'paid', 'failed'));`,
    );
    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_payout_id_foreign";`);

    this.addSql(`alter table "jobs" drop column "house_quote", drop column "earning_task_queued_at";`);
    this.addSql(`drop table if exists "payout_accounts" cascade;`);
    this.addSql(`drop table if exists "payouts" cascade;`);

    this.addSql(`drop index "ledger_entries_job_earning_unique";`);
    this.addSql(`drop index "ledger_entries_payout_unique";`);
    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_kind_check";`);
    this.addSql(
      `alter table "ledger_entries" drop column "pending_pence", drop column "fee_pence", drop column "available_at", drop column "payout_id";`,
    );
    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_kind_check" check ("kind" in ('card_payment', 'refund', 'hours_credit', 'hours_debit'));`,
    );
  }
}
