import { Migration } from '@mikro-orm/migrations';

export class Migration20261128022913_scale_indexes extends Migration {
  override name = 'Migration20261128022913_scale_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`,
    );

    this.addSql(`create index "jobs_created_at_id_index" on "jobs" ("created_at", "id");`);

    this.addSql(
      `create index "copywriter_profiles_directory_index" on "copywriter_profiles" ("created_at", "id") where "status" = 'approved';`,
    );

    this.addSql(
      `create index "conversations_activity_index" on "conversations" ((coalesce("last_message_at", "created_at")), "id");`,
    );

    this.addSql(`create index "messages_conversation_id_id_index" on "messages" ("conversation_id", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "conversations_activity_index";`);

    this.addSql(`drop index "copywriter_profiles_directory_index";`);

    this.addSql(`drop index "jobs_created_at_id_index";`);

    this.addSql(`drop index "messages_conversation_id_id_index";`);

    this.addSql(`drop index "notifications_unread_index";`);
  }
}
