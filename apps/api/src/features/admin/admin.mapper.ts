import { adminUserSchema, type AdminUser } from '@strata/contracts';
import type { ProfileWithRole } from './admin.service';

export function toAdminUserDto(row: ProfileWithRole): AdminUser {
  return adminUserSchema.parse({
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    approved: row.approved,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: row.approvedBy,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
  });
}
