import { Migration } from '@mikro-orm/migrations';

export class Migration20261128084328_user_sessions extends Migration {
  override name = 'Migration20261128084328_user_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_sessions" ("id" serial primary key, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "device" varchar(100) not null, "ip" varchar(64) not null, "ended_at" timestamptz null);`,
    );
    this.addSql(`create index "user_sessions_user_id_index" on "user_sessions" ("user_id");`);

    this.addSql(`alter table "users" drop column "session_version";`);

    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_sessions" cascade;`);

    this.addSql(`alter table "users" add "session_version" int4 not null default 1;`);
  }
}
