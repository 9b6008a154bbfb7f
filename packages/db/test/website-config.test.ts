import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { WebsiteConfig } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebsiteConfigEntity, loadWebsiteConfig, saveWebsiteConfig } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

describe('website config', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('webcfg');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('is the defaults when nothing is stored', async () => {
    expect(await loadWebsiteConfig(db.dataSource)).toEqual(DEFAULT_WEBSITE_CONFIG);
  });

  it('round-trips a patch and merges it with the defaults', async () => {
    const saved = await saveWebsiteConfig(db.dataSource, { name: '在线评测', register: false, visible4: false });
    const expected = { ...DEFAULT_WEBSITE_CONFIG, name: '在线评测', register: false, visible4: false };
    expect(saved).toEqual(expected);
    expect(await loadWebsiteConfig(db.dataSource)).toEqual(expected);

    const again = await saveWebsiteConfig(db.dataSource, { register: true, shortName: 'OJ2' });
    expect(again).toEqual({ ...expected, register: true, shortName: 'OJ2' });
  });

  it('ignores unknown keys and undefined values, rejects wrong types', async () => {
    const before = await loadWebsiteConfig(db.dataSource);
    const patch = { unknownSwitch: true, name: undefined } as unknown as Partial<WebsiteConfig>;
    expect(await saveWebsiteConfig(db.dataSource, patch)).toEqual(before);
    expect(await db.dataSource.getRepository(WebsiteConfigEntity).countBy({ name: 'unknownSwitch' })).toBe(0);
    await expect(saveWebsiteConfig(db.dataSource, { register: 'yes' } as unknown as Partial<WebsiteConfig>)).rejects.toThrow(TypeError);
    expect(await loadWebsiteConfig(db.dataSource)).toEqual(before);
  });

  it('falls back to the default for a stored value that is not valid JSON of the right type', async () => {
    const repository = db.dataSource.getRepository(WebsiteConfigEntity);
    await repository.upsert(
      [
        { name: 'openAiChat', value: '"yes"' },
        { name: 'description', value: 'not json' },
      ],
      ['name'],
    );
    const config = await loadWebsiteConfig(db.dataSource);
    expect(config.openAiChat).toBe(DEFAULT_WEBSITE_CONFIG.openAiChat);
    expect(config.description).toBe(DEFAULT_WEBSITE_CONFIG.description);
  });
});
