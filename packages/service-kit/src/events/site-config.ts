/**
 * Saving the website config with its announcement: the `site config changed` event is recorded in
 * the outbox in the save's transaction, so the services that keep the config (the community service's
 * site switches) read it again as soon as the relay sends it.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { NatsNames, SiteConfigChangedEvent, WebsiteConfig } from '@oj/contracts';
import { saveWebsiteConfig } from '@oj/db';
import { addToOutbox } from './outbox.ts';

/** Stores the given keys (as `saveWebsiteConfig`) and records the event naming them; returns the whole config. */
export async function saveAnnouncedWebsiteConfig(db: DataSource, names: NatsNames, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  return db.transaction(async (tx) => {
    const saved = await saveWebsiteConfig(tx, patch);
    const keys = Object.keys(patch).filter((key) => Object.hasOwn(saved, key) && patch[key as keyof WebsiteConfig] !== undefined);
    if (keys.length > 0) {
      const payload: SiteConfigChangedEvent = { keys };
      await addToOutbox(tx, { subject: names.subjects.siteConfigChanged, msgId: `site.${randomUUID()}`, payload });
    }
    return saved;
  });
}
