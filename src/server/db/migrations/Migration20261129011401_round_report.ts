import { Migration } from '@mikro-orm/migrations';

export class Migration20261129011401_round_report extends Migration {
  override name = 'Migration20261129011401_round_report';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_deliveries" add "report" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_deliveries" drop column "report";`);
  }
}
