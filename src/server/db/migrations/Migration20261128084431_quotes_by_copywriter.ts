import { Migration } from '@mikro-orm/migrations';

export class Migration20261128084431_quotes_by_copywriter extends Migration {
  override name = 'Migration20261128084431_quotes_by_copywriter';

  override up(): void | Promise<void> {
    this.addSql(`create index "quotes_copywriter_id_job_id_index" on "quotes" ("copywriter_id", "job_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "quotes_copywriter_id_job_id_index";`);
  }
}
