import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { selectIsLoggedIn, selectRoleList } from '@oj/api-client/core';
import { checkGuard } from './guard-rules.ts';
import type { GuardRefusal, GuardRule, GuardState } from './guard-rules.ts';
import { useShellSelector } from './store.ts';

/** Props of RouteGuard. */
export interface RouteGuardProps {
  rule: GuardRule;
  /** The site switches, for rules that need one. */
  config?: GuardState['config'];
  /** The app's reaction (toast, sign-in, redirect); runs once per refusal. */
  onRefused: (refusal: GuardRefusal) => void;
  children: ReactNode;
}

function Refused({ refusal, onRefused }: { refusal: GuardRefusal; onRefused: (refusal: GuardRefusal) => void }) {
  const done = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; react (toast, dialog, redirect) once.
    if (done.current) return;
    done.current = true;
    onRefused(refusal);
  }, [refusal, onRefused]);
  return null;
}

/** Renders a route's element when the session passes its rule, else lets the app react. */
export function RouteGuard({ rule, config, onRefused, children }: RouteGuardProps) {
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const roles = useShellSelector(selectRoleList);
  const refusal = checkGuard(rule, { loggedIn, roles, config });
  return refusal ? <Refused refusal={refusal} onRefused={onRefused} /> : <>{children}</>;
}
