import { z } from 'zod';

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  isApproved: z.boolean(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });
/** One user after an admin action (approve, revoke, grant or remove the role). */
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export const adminUserStatusSchema = z.enum(['pending', 'approved', 'all']);

export const providersSchema = z.object({
  google: z.boolean(),
  oidc: z.boolean(),
  password: z.boolean(),
  /** False on a fresh database (no account yet): /auth opens on 'Create account'. */
  hasAccounts: z.boolean(),
});
export type Providers = z.infer<typeof providersSchema>;

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  engine: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** SPEC section 5: the messages for non-admin callers of the admin helpers. */
export const ADMIN_ONLY_MESSAGES = {
  approve: 'Only admins can approve users',
  assignRole: 'Only admins can assign admin roles',
  viewPending: 'Only admins can view pending users',
  viewAll: 'Only admins can view all users',
  viewAudit: 'Only admins can view the audit log',
} as const;
