import { eq } from 'drizzle-orm';
import { createAuth } from '../auth/auth';
import { createPasswordResetLink } from '../auth/reset-link';
import { migrate, openDatabase, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { user } from '../db/schema';
import { grantAdminRole, LAST_ADMIN, removeAdminRole } from '../features/admin/admin.service';
import { loadEnvOrExit } from '../env';
import { createLogger } from '../logger';

const USAGE = 'Usage: npm run admin -- grant|revoke|reset-link EMAIL';

const [command, rawEmail] = process.argv.slice(2);
if (!command || !rawEmail || !['grant', 'revoke', 'reset-link'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();

const env = loadEnvOrExit();
let release = () => {};
if (!env.DATABASE_URL) {
  try {
    release = lockDataDir(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `${error.message}\nThe admin command needs the data directory too: stop the server first.`,
    );
    process.exit(1);
  }
}

async function findUserId(db: Database): Promise<string | null> {
  const [row] = await db.orm.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

const db = await openDatabase(env);
let exitCode = 0;
try {
  await migrate(db);
  if (command === 'reset-link') {
    const auth = createAuth({ env, db, logger: createLogger({ ...env, LOG_LEVEL: 'warn' }) });
    const link = await createPasswordResetLink(auth, env, email);
    if (link) console.log(`One-time password reset link for ${email} (valid for 1 hour):\n${link}`);
    else {
      console.error(`No account with the e-mail ${email}.`);
      exitCode = 1;
    }
  } else {
    const userId = await findUserId(db);
    if (!userId) {
      console.error(
        `No account with the e-mail ${email}. The person must sign in once before a role can be set.`,
      );
      exitCode = 1;
    } else if (command === 'grant') {
      // The role services record the change in the audit log, with no actor (the command line).
      await grantAdminRole(db.orm, userId, null);
      console.log(`${email} is now an admin.`);
    } else if ((await removeAdminRole(db.orm, userId, null)) === LAST_ADMIN) {
      console.error(`${email} is the only administrator: grant the role to another account first.`);
      exitCode = 1;
    } else {
      console.log(`${email} is no longer an admin.`);
    }
  }
} finally {
  await db.close();
  release();
}
process.exit(exitCode);
