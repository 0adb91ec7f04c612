/**
 * The staff tool: `npm run staff -- grant <email> | revoke <email> | list
 * [--project <id>]`. Grant makes an existing user an Owner (the first owner, and recovery: ADR 0033); revoke removes it
 * and revokes the user's refresh tokens so open sessions end; list prints staff users.
 */
import { grantStaff, listStaff, revokeStaff, StaffAccountError } from '../services/staff/staff-accounts';
import { resolveStaffTarget } from './target';

/** Where output goes (tests capture it). */
export interface StaffIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const staffUsage = 'usage: npm run staff -- grant <email> | revoke <email> | list [--project <id>]';

/** Parsed command line, or an error message. */
export function parseStaffArgs(
  args: readonly string[],
):
  | { command: 'grant' | 'revoke'; email: string; project?: string }
  | { command: 'list'; project?: string }
  | { error: string } {
  const rest = [...args];
  let project: string | undefined;
  const flag = rest.indexOf('--project');
  if (flag >= 0) {
    project = rest[flag + 1];
    if (!project) return { error: '--project needs a project id' };
    rest.splice(flag, 2);
  }
  const [command, email, extra] = rest;
  if (command === 'list' && email === undefined) return { command, project };
  if ((command === 'grant' || command === 'revoke') && email && extra === undefined) {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return { error: `not an e-mail address: ${email}` };
    return { command, email, project };
  }
  return { error: staffUsage };
}

/**
 * Runs one staff command.
 * @param args command-line arguments after the script name
 * @param env environment; on an emulator target FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT are
 *   set in process.env before firebase-admin starts
 * @param root repository root (.firebaserc, firebase.json)
 * @returns the exit code: 0 done, 1 failed or refused, 2 usage error
 */
export async function runStaffCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  root: string | undefined,
  io: StaffIo,
): Promise<number> {
  const parsed = parseStaffArgs(args);
  if ('error' in parsed) {
    io.err(parsed.error);
    return 2;
  }
  const action = parsed.command === 'list' ? 'list staff users' : `${parsed.command} staff for ${parsed.email}`;
  const target = resolveStaffTarget({ projectFlag: parsed.project, env, root, action });
  if (target.kind === 'refused') {
    io.err(`staff: ${target.message}`);
    return 1;
  }
  process.env.GCLOUD_PROJECT = target.projectId;
  if (target.kind === 'emulator') process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
  const where =
    target.kind === 'emulator' ? `${target.projectId} (Auth emulator ${target.emulatorHost})` : target.projectId;

  try {
    if (parsed.command === 'grant') {
      const { user, already } = await grantStaff(parsed.email);
      io.out(
        already
          ? `${user.email} (${user.uid}) is already an owner in ${where}`
          : `granted the Owner role to ${user.email} (${user.uid}) in ${where}`,
      );
    } else if (parsed.command === 'revoke') {
      const { user, wasStaff } = await revokeStaff(parsed.email);
      io.out(
        `${wasStaff ? 'revoked staff from' : 'was not staff:'} ${user.email} (${user.uid}) in ${where}; open sessions ended`,
      );
      io.out('note: an e-mail still on STAFF_EMAILS gets staff again at its next sign-in; remove it there too');
    } else {
      const staff = await listStaff();
      io.out(`${staff.length} staff user${staff.length === 1 ? '' : 's'} in ${where}`);
      for (const member of staff) {
        io.out(
          `  ${member.email}  ${member.role}  ${member.displayName ?? '-'}  ${member.uid}${member.disabled ? '  (disabled)' : ''}`,
        );
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      io.err(`staff: ${error.message}`);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      const hint = target.kind === 'emulator' ? ` (is the local stack running? start it with npm start)` : '';
      io.err(`staff: failed in ${where}: ${message}${hint}`);
    }
    return 1;
  }
}
