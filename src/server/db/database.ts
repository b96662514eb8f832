import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface Database {
  orm: MikroORM;
  // Closes the pool, then the embedded cluster if this process started one.
  close(): Promise<void>;
}

export async function openOrm(url: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url));
  await orm.migrator.up();
  return orm;
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (message: string) => void;
}): Promise<Database> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: options.dataDir, database: 'humanise' });
  try {
    const orm = await openOrm(options.databaseUrl ?? embedded!.url);
    return {
      orm,
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
