import type { DataSource } from 'typeorm';
import { Role } from '@oj/contracts';
import type { RoleAuthListDto } from '@oj/contracts';
import { RoleEntity, UserRoleEntity } from '@oj/db';
import { permissionsOf } from '../account/routes/session.ts';

/**
 * The role table with what each role may do. Read-only: the permissions are decided in code (the
 * route guards' role lists in `@oj/contracts` admin-access and roles, the UI's checks of the same
 * lists), not read from a table, so an edit here would show a permission nothing enforces.
 */
export async function roleTable(db: DataSource): Promise<RoleAuthListDto> {
  const roles = await db.getRepository(RoleEntity).find({ order: { id: 'ASC' } });
  const counts = await db
    .getRepository(UserRoleEntity)
    .createQueryBuilder('r')
    .select('r.roleId', 'roleId')
    .addSelect('COUNT(*)', 'total')
    .groupBy('r.roleId')
    .getRawMany<{ roleId: number | string; total: number | string }>();
  const countOf = new Map(counts.map((row) => [Number(row.roleId), Number(row.total)]));
  return {
    editable: false,
    roles: roles.map((role) => ({
      code: role.id,
      name: role.role,
      description: role.description,
      // 'admin' = the back office; 'superAdmin' = its General pages, user tools and the judge's manual actions.
      permissions: [...permissionsOf([role.id]), ...(role.id === Role.SuperAdmin ? ['superAdmin'] : [])],
      userCount: countOf.get(role.id) ?? 0,
    })),
  };
}
