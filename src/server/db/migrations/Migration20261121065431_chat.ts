import { Migration } from '@mikro-orm/migrations';

export class Migration20261121065431_chat extends Migration {
  override name = 'Migration20261121065431_chat';

  override up(): void | Promise<void> {
    this.addSql(`alter table "conversation_participants" add "joined" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "conversation_participants" drop column "joined";`);
  }
}
