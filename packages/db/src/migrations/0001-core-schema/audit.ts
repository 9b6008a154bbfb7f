// Audit columns as they were in migration 0001; later migrations keep their own copies.
export const GMT_CREATE = '`gmtCreate` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)';
export const GMT_MODIFIED = '`gmtModified` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)';
