/**
 * Roles from the command line (decision 031): the only way to make the first admin, besides ADMIN_EMAILS.
 *
 *   npm run admin -- grant <email>                         make an admin
 *   npm run admin -- grant <email> organiser --cohort <id> [--cohort <id> ...]
 *   npm run admin -- revoke <email>                        back to a plain user
 *   npm run admin -- list                                  everyone with a role
 *   npm run admin -- coach <email> [--zone <IANA>] [--name <name>] [--video <https://...>]
 *                                                          make a coach of the Strategy sprint (decision 042)
 *
 * Uses the same configuration as the server (DATABASE_URL or the PGlite folder in DATA_DIR). With PGlite, stop the
 * server first: only one process may open its folder.
 */
import path from 'node:path';
import { ne } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { grantRole, RoleError } from '@server/auth/roles';
import { CoachGrantError, makeCoach } from '@server/features/sprint-booking/index';

const USAGE = `Usage:
  npm run admin -- grant <email> [admin|organiser] [--cohort <id> ...]
  npm run admin -- revoke <email>
  npm run admin -- list
  npm run admin -- coach <email> [--zone Europe/Stockholm] [--name "Alex Rivera"] [--video https://meet.example.com/x]`;

async function main() {
  const [cmd, email, ...rest] = process.argv.slice(2);
  if (!cmd || (cmd !== 'list' && !email)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
    log: createLogger('warn'),
  });
  try {
    if (cmd === 'list') {
      const rows = await database.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(ne(users.role, 'user'));
      for (const r of rows) console.log(`${r.role}\t${r.email}`);
      if (!rows.length) console.log('Nobody has a role yet.');
      return;
    }
    if (cmd === 'grant') {
      const role = rest[0] && !rest[0].startsWith('--') ? rest[0] : 'admin';
      if (role !== 'admin' && role !== 'organiser') throw new RoleError(`Unknown role ${role}: admin or organiser.`);
      const cohorts = rest.flatMap((v, i) => (rest[i - 1] === '--cohort' ? [v] : []));
      await grantRole(database.db, email!, role, cohorts);
      console.log(`${email} is now ${role}${cohorts.length ? ` of ${cohorts.join(', ')}` : ''}.`);
      return;
    }
    if (cmd === 'coach') {
      const opt = (name: string) => rest.find((_, i) => rest[i - 1] === `--${name}`);
      await makeCoach(database.db, email!, {
        timeZone: opt('zone'),
        displayName: opt('name'),
        videoLink: opt('video'),
      });
      console.log(`${email} is now a coach. They set their hours and video link at /coach.`);
      return;
    }
    if (cmd === 'revoke') {
      await grantRole(database.db, email!, 'user');
      console.log(`${email} is a plain user again.`);
      return;
    }
    console.error(USAGE);
    process.exitCode = 2;
  } catch (err) {
    if (err instanceof RoleError || err instanceof CoachGrantError) {
      console.error(err.message);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.close();
  }
}

void main();
