import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Quotes": a writer whose quote the client did not choose is told, by the notification kind
// quote_not_chosen.
export class Migration20261128151239_quote_not_chosen extends Migration {
  override name = 'Migration20261128151239_quote_not_chosen';

  override up(): void | Promise<void> {
    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_not_chosen', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "emails" where "kind" = 'quote_not_chosen';`);
    this.addSql(`delete from "notifications" where "kind" = 'quote_not_chosen';`);
    this.addSql(`alter table "emails" drop constraint "emails_kind_check";`);
    this.addSql(
      `alter table "emails" add constraint "emails_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'earning_available', 'payout_sent', 'payout_failed', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
    );
  }
}
