import { Migration } from '@mikro-orm/migrations';

// docs/product.md "Deadlines and delivery dates": the client's deadline, a quote's delivery date, and the
// accepted quote's delivery date kept with the job's other agreed terms.
export class Migration20261122201500_deadlines extends Migration {
  override name = 'Migration20261122201500_deadlines';

  override up(): void | Promise<void> {
    this.addSql(`alter table "jobs" add "delivery_date" timestamptz null, add "deadline" timestamptz null;`);
    this.addSql(`alter table "quotes" add "delivery_date" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "jobs" drop column "delivery_date", drop column "deadline";`);
    this.addSql(`alter table "quotes" drop column "delivery_date";`);
  }
}
