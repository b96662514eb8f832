import { Migration } from '@mikro-orm/migrations';

export class Migration20261128155346_disputes extends Migration {
  override name = 'Migration20261128155346_disputes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_disputes" ("id" serial primary key, "job_id" int not null, "status" text not null default 'open', "reason" text not null, "refund_percent" smallint not null, "offer_percent" smallint null, "writer_message" text null, "respond_by" timestamptz not null, "escalation_task_queued_at" timestamptz null, "escalated_at" timestamptz null, "resolved_percent" smallint null, "resolution_note" text null, "resolved_by" varchar(20) null, "resolved_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "job_disputes" add constraint "job_disputes_job_id_unique" unique ("job_id");`);
    this.addSql(
      `create index "job_disputes_status_respond_by_index" on "job_disputes" ("status", "respond_by");`,
    );

    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'dispute_opened', 'dispute_offer', 'dispute_escalated', 'dispute_resolved', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'dispute_opened', 'dispute_offer', 'dispute_escalated', 'dispute_resolved', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(
      `alter table "payments" add "refunded_pence" int not null default 0, add "refunded_hours" numeric(10,2) null;`,
    );
    // Refunds made before the columns: each was the whole payment.
    this.addSql(
      `update "payments" set "refunded_pence" = "amount_pence" where "status" = 'refunded' and "method" = 'card';`,
    );
    this.addSql(
      `update "payments" set "refunded_hours" = "hours" where "status" = 'refunded' and "method" = 'hours';`,
    );

    this.addSql(`alter table "job_events" drop constraint "job_events_kind_check";`);
    this.addSql(
      `alter table "job_events" add constraint "job_events_kind_check" check ("kind" in ('submitted', 'quoted', 'quote_withdrawn', 'quote_accepted', 'quote_changed', 'payment_succeeded', 'payment_failed', 'payment_refunded', 'assigned', 'delivered', 'revision_requested', 'approved', 'rated', 'withdrawn', 'dispute_opened', 'dispute_offered', 'dispute_escalated', 'dispute_resolved'));`,
    );

    this.addSql(
      `alter table "job_disputes" add constraint "job_disputes_job_id_foreign" foreign key ("job_id") references "jobs" ("id");`,
    );
    this.addSql(
      `alter table "job_disputes" add constraint "job_disputes_status_check" check ("status" in ('open', 'offered', 'escalated', 'resolved'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_disputes" cascade;`);

    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(`alter table "job_events" drop constraint "job_events_kind_check";`);
    this.addSql(
      `alter table "job_events" add constraint "job_events_kind_check" check ("kind" in ('submitted', 'quoted', 'quote_withdrawn', 'quote_accepted', 'quote_changed', 'payment_succeeded', 'payment_failed', 'payment_refunded', 'assigned', 'delivered', 'revision_requested', 'approved', 'rated', 'withdrawn'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(`alter table "payments" drop column "refunded_pence", drop column "refunded_hours";`);
  }
}
