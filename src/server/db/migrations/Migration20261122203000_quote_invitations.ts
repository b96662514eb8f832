import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Writer profiles and invitations": a job remembers the writer its client asked for a quote,
// who is told by the new notification kind quote_invitation.
export class Migration20261122203000_quote_invitations extends Migration {
  override name = 'Migration20261122203000_quote_invitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "jobs" add "invited_copywriter_id" int null;`);
    this.addSql(
      `alter table "jobs" add constraint "jobs_invited_copywriter_id_foreign" foreign key ("invited_copywriter_id") references "users" ("id") on delete set null;`,
    );
    for (const table of ['emails', 'notifications']) {
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'quote_invitation', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['emails', 'notifications']) {
      this.addSql(`delete from "${table}" where "kind" = 'quote_invitation';`);
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_kind_check";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_kind_check" check ("kind" in ('welcome', 'verify_email', 'email_change', 'password_reset', 'quote_received', 'payment_receipt', 'work_delivered', 'refund', 'job_withdrawn', 'application_approved', 'application_rejected', 'quote_accepted', 'job_assigned', 'revision_requested', 'delivery_approved', 'rating_received', 'application_received', 'job_awaiting_assignment', 'unread_message'));`,
      );
    }
    this.addSql(`alter table "jobs" drop constraint "jobs_invited_copywriter_id_foreign";`);
    this.addSql(`alter table "jobs" drop column "invited_copywriter_id";`);
  }
}
