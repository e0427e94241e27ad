/**
 * Who may do what in the newsroom (issue 26): one table, read by the server's guards
 * (`withStaff`, `requireStaff`, the services) and by the admin screens to show only the buttons
 * that will work. Client-safe (no server imports): the forms read it too.
 *
 * - writer: writes and submits for review; edits and deletes only their own work while it is a
 *   draft or in review; cannot publish, schedule or unpublish.
 * - editor: everything a writer does, plus review, publish, schedule, unpublish, edit and delete
 *   anyone's work, and the audit screen (who did what; issue 26).
 * - admin: everything an editor does, plus the staff screen (roles).
 * - user: a reader; no newsroom access.
 */
export const ROLES = ['user', 'writer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['writer', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = ['newsroom', 'editAny', 'publish', 'deleteAny', 'audit', 'staff'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<Role, readonly Permission[]> = {
  user: [],
  writer: ['newsroom'],
  editor: ['newsroom', 'editAny', 'publish', 'deleteAny', 'audit'],
  admin: ['newsroom', 'editAny', 'publish', 'deleteAny', 'audit', 'staff'],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? TABLE[role].includes(permission) : false;
}

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
