// The admin user calls' wire shapes are the contract's (packages/contracts admin-user-api); this
// module only names them for the routes.
export {
  AdminUserListQuerySchema,
  AdminUserListSchema,
  BatchUserReportSchema,
  DeleteUserBodySchema,
  EditUserBodySchema,
  GenerateUserBodySchema,
  GenerateUserResultSchema,
  InsertBatchUserBodySchema,
  RoleAuthListSchema,
  TeamAccountsBodySchema,
  TeamAccountsResultSchema,
  UserSessionListSchema,
  UserUidSchema,
} from '@oj/contracts';
export type { AdminUserListQueryDto, EditUserBodyDto, GenerateUserBodyDto } from '@oj/contracts';

export { envelopeResponses as responses } from '@oj/service-kit';
