import type { WebsiteConfig } from '@oj/contracts';
import { hasAdminRole, hasSuperAdminRole } from '@oj/api-client/core';

/** Site switches a route can depend on (spec 03 §2.3). */
export type SettingSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

/** What a route requires; every part is optional. */
export interface GuardRule {
  auth?: boolean;
  role?: 'admin' | 'superAdmin';
  setting?: SettingSwitch;
}

/** Why access was refused, which decides the reaction. */
export type GuardRefusal = { kind: 'login' } | { kind: 'role' } | { kind: 'setting'; setting: SettingSwitch };

/** What a rule is checked against; without the site switches a setting rule refuses. */
export interface GuardState {
  loggedIn: boolean;
  roles: readonly string[];
  config?: Pick<WebsiteConfig, SettingSwitch>;
}

/** Decides a rule against the session and site config (spec 03 §2.3); pure so it can be tested alone. */
export function checkGuard(rule: GuardRule, state: GuardState): GuardRefusal | null {
  if ((rule.auth || rule.role) && !state.loggedIn) return { kind: 'login' };
  if (rule.role === 'admin' && !hasAdminRole(state.roles)) return { kind: 'role' };
  if (rule.role === 'superAdmin' && !hasSuperAdminRole(state.roles)) return { kind: 'role' };
  if (rule.setting && !state.config?.[rule.setting]) return { kind: 'setting', setting: rule.setting };
  return null;
}
