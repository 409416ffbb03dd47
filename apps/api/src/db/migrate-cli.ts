import { loadEnvOrExit } from '../env';
import { openDatabase, migrate } from './client';
import { lockDataDir } from './data-dir-lock';

const env = loadEnvOrExit();
const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = await openDatabase(env);
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
  release();
}
