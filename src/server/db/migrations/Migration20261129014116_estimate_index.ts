import { Migration } from '@mikro-orm/migrations';

export class Migration20261129014116_estimate_index extends Migration {
  override name = 'Migration20261129014116_estimate_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "job_events_quote_accepted_index" on "job_events" ("created_at", "job_id") where "kind" = 'quote_accepted';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "job_events_quote_accepted_index";`);
  }
}
