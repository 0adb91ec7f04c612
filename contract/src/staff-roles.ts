/**
 * Staff roles and what each may do (DESIGN §7; ADR 0033): Owner, Office, Crew. The server checks
 * every route against `roleAbilities` (functions/src/middleware/role-gate.ts); the admin shows
 * only the sections and buttons of the signed-in role from the same table.
 * No zod here: the admin's first-load script imports it.
 */

/** The roles, most to least powerful. */
export const staffRoles = ['owner', 'office', 'crew'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How people read a role. */
export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', office: 'Office', crew: 'Crew' };

/**
 * What a role may do, by ability:
 * - team: the Team section (invitations, roles, removals);
 * - company: the Company details and the site's set-up;
 * - content: publish, unpublish and delete posts; services, pages, home slides, reviews,
 *   redirects, the Trash and revisions;
 * - leads: the Leads inbox (read, triage, export);
 * - activity: the activity list;
 * - drafts: create projects, add photos, edit one's own drafts and submit them for review.
 */
export const roleAbilities = {
  team: ['owner'],
  company: ['owner'],
  content: ['owner', 'office'],
  leads: ['owner', 'office'],
  activity: ['owner', 'office'],
  drafts: ['owner', 'office', 'crew'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAbility = keyof typeof roleAbilities;

/** Is `value` one of the roles? */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** May this role use this ability (roleAbilities)? */
export function may(role: StaffRole, ability: StaffAbility): boolean {
  return (roleAbilities[ability] as readonly StaffRole[]).includes(role);
}

/** The roles that may, as people read them: "Owner", "Owner or Office". */
export function rolesThatMay(ability: StaffAbility): string {
  return roleAbilities[ability].map((role) => roleLabels[role]).join(' or ');
}

/**
 * The 403 message of a request the caller's role may not make, naming the roles that may, e.g.
 * "Only the Owner or Office role may delete posts. You are signed in as Crew."
 * @param ability what the request needs
 * @param action what the request does, in words ("delete posts")
 * @param role the caller's role
 */
export function forbiddenMessage(ability: StaffAbility, action: string, role: StaffRole): string {
  return `Only the ${rolesThatMay(ability)} role may ${action}. You are signed in as ${roleLabels[role]}.`;
}
