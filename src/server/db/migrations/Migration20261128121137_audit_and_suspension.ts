import { Migration } from '@mikro-orm/migrations';

export class Migration20261128121137_audit_and_suspension extends Migration {
  override name = 'Migration20261128121137_audit_and_suspension';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" serial primary key, "created_at" timestamptz not null, "actor_id" int null, "action" varchar(60) not null, "subject_id" int null, "target_type" varchar(20) null, "target_id" int null, "detail" varchar(500) not null default '', "ip" varchar(64) null);`,
    );
    this.addSql(`create index "audit_entries_created_at_id_index" on "audit_entries" ("created_at", "id");`);
    this.addSql(
      `create index "audit_entries_actor_id_created_at_index" on "audit_entries" ("actor_id", "created_at");`,
    );
    this.addSql(
      `create index "audit_entries_subject_id_created_at_index" on "audit_entries" ("subject_id", "created_at");`,
    );

    this.addSql(
      `alter table "users" add "suspended_at" timestamptz null, add "suspended_reason" varchar(500) null;`,
    );

    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_subject_id_foreign" foreign key ("subject_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create or replace function "audit_entries_audit_entries_append_only_fn"() returns trigger as $$ begin raise exception 'audit entries are never changed or removed'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_entries_append_only" BEFORE UPDATE OR DELETE on "audit_entries" for each ROW execute function "audit_entries_audit_entries_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "audit_entries_append_only" on "audit_entries";`);
    this.addSql(`drop function if exists "audit_entries_audit_entries_append_only_fn"();`);
    this.addSql(`drop table if exists "audit_entries" cascade;`);

    this.addSql(`alter table "users" drop column "suspended_at", drop column "suspended_reason";`);
  }
}
