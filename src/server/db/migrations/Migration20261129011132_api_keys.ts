import { Migration } from '@mikro-orm/migrations';

export class Migration20261129011132_api_keys extends Migration {
  override name = 'Migration20261129011132_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "scopes" varchar(200) not null, "prefix" varchar(20) not null, "hash" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "api_keys_user_id_index" on "api_keys" ("user_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_hash_unique" unique ("hash");`);

    this.addSql(
      `alter table "api_keys" add constraint "api_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
