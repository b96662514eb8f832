import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Accounts": a confirmed email change tells the old address (notification kind email_changed)
// with a link of its own that undoes the change (account token purpose undo_email_change). Issue 28, finding 2.
export class Migration20261128090000_email_change_undo extends Migration {
  override name = 'Migration20261128090000_email_change_undo';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('reset_password', 'verify_email', 'change_email', 'undo_email_change'));`,
    );
    for (const table of ['emails', 'notifications']) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'email_changed', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "account_tokens" where "purpose" = 'undo_email_change';`);
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('reset_password', 'verify_email', 'change_email'));`,
    );
    for (const table of ['emails', 'notifications']) {
      this.addSql(`delete from "${table}" where "kind" = 'email_changed';`);
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
  }
}
