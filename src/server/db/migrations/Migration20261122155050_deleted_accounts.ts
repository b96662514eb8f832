import { Migration } from '@mikro-orm/migrations';

export class Migration20261122155050_deleted_accounts extends Migration {
  override name = 'Migration20261122155050_deleted_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "deleted_at" timestamptz null;`);

    this.addSql(`alter table "jobs" drop constraint "jobs_status_check";`);
    this.addSql(
      `alter table "jobs" add constraint "jobs_status_check" check ("status" in ('quote', 'offer_made', 'unpaid', 'pending', 'in_progress', 'completed', 'withdrawn'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "jobs" drop constraint "jobs_status_check";`);
    this.addSql(
      `alter table "jobs" add constraint "jobs_status_check" check ("status" in ('quote', 'offer_made', 'unpaid', 'pending', 'in_progress', 'completed'));`,
    );

    this.addSql(`alter table "users" drop column "deleted_at";`);
  }
}
