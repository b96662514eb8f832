import { Migration } from '@mikro-orm/migrations';

export class Migration20261129072808_api_key_request_counts extends Migration {
  override name = 'Migration20261129072808_api_key_request_counts';

  override up(): void | Promise<void> {
    // UNLOGGED, which the entity cannot say (src/server/db/entities/api-key-request-count.ts).
    this.addSql(
      `create unlogged table "api_key_request_counts" ("api_key_id" int not null, "window_start" timestamptz not null, "hits" int not null, primary key ("api_key_id"));`,
    );

    this.addSql(
      `alter table "api_key_request_counts" add constraint "api_key_request_counts_api_key_id_foreign" foreign key ("api_key_id") references "api_keys" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_key_request_counts" cascade;`);
  }
}
