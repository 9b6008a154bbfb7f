import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { TObject } from '@sinclair/typebox';
import { DiscussionConfigSchema, GroupConfigSchema, JudgeConfigSchema, Role, SiteMessage } from '@oj/contracts';
import { loadSystemConfig, saveSystemConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { envelopeSchema, ErrorEnvelopeSchema, ok, TOKEN_SECURITY } from '@oj/service-kit';

// Spec 03 §2.19 system config, the judge, discussion and group tabs: plain numbers of the system
// config, each tab one get and one set. Their readers load the system config at each use (judge-dispatch
// at each submission and self-test), so a change applies to the next call of any service.

/** One tab: its path name and the schema whose keys are system-config keys. */
interface LimitsTab {
  name: 'judge' | 'discussion' | 'group';
  schema: TObject;
  summary: string;
}

const TABS: readonly LimitsTab[] = [
  { name: 'judge', schema: JudgeConfigSchema, summary: 'Submission and self-test intervals and the code length limit' },
  { name: 'discussion', schema: DiscussionConfigSchema, summary: 'Accepted problems needed to post or comment, and the daily post limit' },
  { name: 'group', schema: GroupConfigSchema, summary: 'Accepted problems needed to create a group, and the daily and total limits' },
];

/** The tab's fields out of the system config. */
export function pickFields(config: SystemConfig, schema: TObject): Record<string, unknown> {
  const record = config as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.properties).map((key) => [key, record[key]]));
}

const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** get-/set-judge-config, get-/set-discussion-config and get-/set-group-config, super admin only. */
export const adminLimitsRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const secret = deps.config.jwt.secret;
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  for (const tab of TABS) {
    const envelope = envelopeSchema(tab.schema);
    app.get(
      `/admin/config/get-${tab.name}-config`,
      { schema: { tags: ['admin'], summary: `${tab.summary} (${tab.name} tab)`, security: TOKEN_SECURITY, response: { 200: envelope, ...ERRORS } } },
      async () => ok(pickFields(await loadSystemConfig(deps.db, secret), tab.schema)),
    );
    app.put(
      `/admin/config/set-${tab.name}-config`,
      {
        schema: {
          tags: ['admin'],
          summary: `Stores the ${tab.name} tab: every field at once`,
          security: TOKEN_SECURITY,
          body: tab.schema,
          response: { 200: envelope, ...ERRORS },
        },
      },
      async (request) => {
        const saved = await saveSystemConfig(deps.db, request.body, secret);
        return ok(pickFields(saved, tab.schema), SiteMessage.updated);
      },
    );
  }
};
