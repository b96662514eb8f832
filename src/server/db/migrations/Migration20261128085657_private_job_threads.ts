import { Migration } from '@mikro-orm/migrations';

export class Migration20261128085657_private_job_threads extends Migration {
  override name = 'Migration20261128085657_private_job_threads';

  override up(): void | Promise<void> {
    this.addSql(`alter table "conversations" drop constraint "conversations_job_id_unique";`);
    this.addSql(`alter table "conversations" add "writer_id" int null;`);
    this.addSql(
      `alter table "conversations" add constraint "conversations_writer_id_foreign" foreign key ("writer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "conversations_writer_id_index" on "conversations" ("writer_id");`);
    // A job's one conversation from before becomes its chosen copywriter's thread; one begun before anyone was
    // chosen stays the thread without a writer, which its copywriter reads once one is chosen.
    this.addSql(
      `update "conversations" c set "writer_id" = j."copywriter_id" from "jobs" j where j."id" = c."job_id" and j."copywriter_id" is not null;`,
    );
    this.addSql(
      `alter table "conversations" add constraint "conversations_job_id_writer_id_unique" unique ("job_id", "writer_id");`,
    );
    this.addSql(
      `create unique index "conversations_job_without_writer_unique" on "conversations" ("job_id") where "writer_id" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "conversations" drop constraint "conversations_writer_id_foreign";`);

    this.addSql(`drop index "conversations_writer_id_index";`);
    this.addSql(`alter table "conversations" drop constraint "conversations_job_id_writer_id_unique";`);
    this.addSql(`drop index "conversations_job_without_writer_unique";`);
    this.addSql(`alter table "conversations" drop column "writer_id";`);
    this.addSql(
      `alter table "conversations" add constraint "conversations_job_id_unique" unique ("job_id");`,
    );
  }
}
