import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { WebsiteConfig } from '@oj/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { WebsiteConfigEntity } from './entities/site.ts';
import type { WebsiteConfigRow } from './entities/site.ts';

type WebsiteConfigKey = keyof WebsiteConfig;
type WebsiteConfigValue = WebsiteConfig[WebsiteConfigKey];

function isWebsiteConfigKey(name: string): name is WebsiteConfigKey {
  return Object.hasOwn(DEFAULT_WEBSITE_CONFIG, name);
}

// Each key keeps the type of its default; a stored value of another type (say, from a hand edit) is ignored.
function hasDefaultType(key: WebsiteConfigKey, value: unknown): value is WebsiteConfigValue {
  return typeof value === typeof DEFAULT_WEBSITE_CONFIG[key];
}

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const WEBSITE_CONFIG_KEYS = Object.keys(DEFAULT_WEBSITE_CONFIG);

/**
 * Reads the website config: the defaults of @oj/contracts overlaid with the stored values. Only its
 * own keys are read (the table also holds the system config's), as many calls ask it per request.
 */
export async function loadWebsiteConfig(dataSource: DataSource | EntityManager): Promise<WebsiteConfig> {
  const rows = await dataSource.getRepository(WebsiteConfigEntity).find({ where: { name: In(WEBSITE_CONFIG_KEYS) }, select: { name: true, value: true } });
  const config: Record<WebsiteConfigKey, WebsiteConfigValue> = { ...DEFAULT_WEBSITE_CONFIG };
  for (const row of rows) {
    const value = parseStored(row.value);
    if (isWebsiteConfigKey(row.name) && hasDefaultType(row.name, value)) config[row.name] = value;
  }
  return config as WebsiteConfig;
}

/**
 * Stores the given keys and returns the whole merged config. Unknown keys are ignored (callers may
 * pass a request body through); a known key with a value of the wrong type throws a TypeError.
 */
export async function saveWebsiteConfig(dataSource: DataSource | EntityManager, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  const rows: Pick<WebsiteConfigRow, 'name' | 'value'>[] = [];
  for (const [name, value] of Object.entries(patch) as [string, unknown][]) {
    if (value === undefined || !isWebsiteConfigKey(name)) continue;
    if (!hasDefaultType(name, value)) {
      throw new TypeError(`website config "${name}" must be a ${typeof DEFAULT_WEBSITE_CONFIG[name]}`);
    }
    rows.push({ name, value: JSON.stringify(value) });
  }
  if (rows.length > 0) await dataSource.getRepository(WebsiteConfigEntity).upsert(rows, ['name']);
  return loadWebsiteConfig(dataSource);
}

/** Writes the default value of every key that has no stored value yet. */
export async function insertMissingWebsiteConfig(manager: EntityManager): Promise<void> {
  const rows = Object.entries(DEFAULT_WEBSITE_CONFIG).map(([name, value]) => ({ name, value: JSON.stringify(value) }));
  await manager.createQueryBuilder().insert().into(WebsiteConfigEntity).values(rows).orIgnore().execute();
}
