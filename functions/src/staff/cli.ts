/**
 * Staff command (built to functions/lib/staff.js; root `npm run staff -- …`):
 *   npm run staff -- grant <email>    make an existing user an Owner (first owner, recovery)
 *   npm run staff -- revoke <email>   remove it and end their open sessions
 *   npm run staff -- list             print staff users
 * Add `--project <id>` for another project. A `demo-` project (the default of .firebaserc) is the
 * local stack's Auth emulator; a real project needs Google credentials (staff/target.ts).
 */
import { findRepoRoot } from './target';
import { runStaffCommand } from './staff-command';

const code = await runStaffCommand(process.argv.slice(2), process.env, findRepoRoot(process.cwd()), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
