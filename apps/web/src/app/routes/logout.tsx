import { useEffect, useRef } from 'react';
import { Loading } from '@/components/Loading.tsx';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '@oj/api-client/account';
import { paths } from '@/config/paths.ts';

/** Calls logout, which clears user info and token, then replaces the route with /home (spec 01 §2). */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(undefined).finally(() => {
      void navigate(paths.home.getHref(), { replace: true });
    });
  }, [logout, navigate]);
  return <Loading />;
}
