import { z } from '@/lib/zod';
import { ROLES } from '@/lib/auth/permissions';
import { PUBLICATION_MESSAGES } from '@/lib/publication/schemas';

/** PUT /api/admin/staff and the Staff screen's form (issue 26): a registered account's email and its new role. */
export const setRoleSchema = z.object({
  email: z.email({ error: 'Enter the email address of a registered account.' }).max(320),
  role: z.enum(ROLES, { error: PUBLICATION_MESSAGES.roleInvalid }),
});
export type SetRoleInput = z.output<typeof setRoleSchema>;
