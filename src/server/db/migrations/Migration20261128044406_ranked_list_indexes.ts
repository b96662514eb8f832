import { Migration } from '@mikro-orm/migrations';

export class Migration20261128044406_ranked_list_indexes extends Migration {
  override name = 'Migration20261128044406_ranked_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "jobs_open_created_at_index" on "jobs" ("created_at", "id") where "status" in ('quote', 'offer_made');`,
    );
    this.addSql(
      `create index "jobs_invited_copywriter_id_index" on "jobs" ("invited_copywriter_id", "created_at") where "invited_copywriter_id" is not null;`,
    );
    this.addSql(
      `create index "jobs_due_owed_index" on "jobs" ((coalesce("delivery_date", "deadline")), "id") where "status" in ('pending', 'in_progress');`,
    );
    this.addSql(
      `create index "jobs_due_waiting_index" on "jobs" ((coalesce("delivery_date", "deadline")), "id") where "status" in ('quote', 'offer_made', 'unpaid');`,
    );
    this.addSql(
      `create index "jobs_client_due_owed_index" on "jobs" ("client_id", (coalesce("delivery_date", "deadline")), "id") where "status" in ('pending', 'in_progress');`,
    );
    this.addSql(
      `create index "jobs_client_due_waiting_index" on "jobs" ("client_id", (coalesce("delivery_date", "deadline")), "id") where "status" in ('quote', 'offer_made', 'unpaid');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "jobs_open_created_at_index";`);
    this.addSql(`drop index "jobs_invited_copywriter_id_index";`);
    this.addSql(`drop index "jobs_due_owed_index";`);
    this.addSql(`drop index "jobs_due_waiting_index";`);
    this.addSql(`drop index "jobs_client_due_owed_index";`);
    this.addSql(`drop index "jobs_client_due_waiting_index";`);
  }
}
