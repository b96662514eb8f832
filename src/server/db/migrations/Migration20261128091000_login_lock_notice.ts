import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Limits": the owner of an email whose logins are locked is told, by the notification kind
// login_locked (issue 28, finding 10).
export class Migration20261128091000_login_lock_notice extends Migration {
  override name = 'Migration20261128091000_login_lock_notice';

  override up(): void | Promise<void> {
    for (const table of ['emails', 'notifications']) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'login_locked', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['emails', 'notifications']) {
      this.addSql(`delete from "${table}" where "kind" = 'login_locked';`);
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
  }
}
