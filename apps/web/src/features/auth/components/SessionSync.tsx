import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCrossTabSession } from '@oj/api-client/core';
import { paths } from '@/config/paths.ts';

/** Follows logins and logouts of other tabs; a logout elsewhere sends this tab home. */
export function SessionSync() {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate(paths.home.getHref(), { replace: true }), [navigate]);
  useCrossTabSession(goHome);
  return null;
}
