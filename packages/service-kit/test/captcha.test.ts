import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { natsNames } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaText, consumeCaptcha, createCaptcha, drawCaptcha, openCaptchaBucket } from '../src/index.ts';
import { testNamespace } from './helpers.ts';

const pathsOf = (svg: string): string[] => [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1] ?? '');
const svgOf = (img: string): string => Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('captcha image', () => {
  it('draws the answer as strokes only: no text nodes, fonts or the answer in the markup', () => {
    for (let round = 0; round < 50; round += 1) {
      const text = captchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
      const svg = drawCaptcha(text);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<text|<tspan|<font|<glyph|<use|font-family|<defs/i);
      // Nothing but the root, one background and paths.
      expect(new Set([...svg.matchAll(/<(\w+)/g)].map((match) => match[1]))).toEqual(new Set(['svg', 'rect', 'path']));
      expect(svg).not.toContain(text);
      // Between tags there is no character data at all.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    }
  });

  it('never draws one text the same way twice, nor one character the same way twice', () => {
    const first = drawCaptcha('AAAA');
    const second = drawCaptcha('AAAA');
    expect(first).not.toBe(second);
    const firstPaths = pathsOf(first);
    const secondPaths = pathsOf(second);
    // 4 × 2 strokes of A plus noise.
    expect(firstPaths.length).toBeGreaterThan(8);
    expect(firstPaths.filter((d) => secondPaths.includes(d))).toEqual([]);
    // The four A's of one image differ from one another too.
    expect(new Set(firstPaths).size).toBe(firstPaths.length);
  });

  it('has a stroke drawing for every character of the alphabet', () => {
    for (const char of CAPTCHA_ALPHABET) expect(pathsOf(drawCaptcha(char.repeat(4))).length, char).toBeGreaterThan(4);
  });
});

describe('captcha store (NATS KV)', () => {
  let connection: NatsConnection;
  const names = natsNames(testNamespace());

  beforeAll(async () => {
    connection = await connect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
  });

  afterAll(async () => {
    await (await jetstreamManager(connection)).streams.delete(`KV_${names.kv.captchas}`).catch(() => false);
    await connection.close();
  });

  it('accepts the right answer once, case-insensitively, and burns a captcha on a wrong one', async () => {
    const kv = await openCaptchaBucket(jetstream(connection), names);
    const right = await createCaptcha(kv, 60_000, 'K7MX');
    expect(svgOf(right.img)).toMatch(/^<svg/);
    expect(await consumeCaptcha(kv, right.captchaKey, ' k7mx ')).toBe(true);
    expect(await consumeCaptcha(kv, right.captchaKey, 'K7MX')).toBe(false);
    const wrong = await createCaptcha(kv, 60_000, 'K7MX');
    expect(await consumeCaptcha(kv, wrong.captchaKey, 'ABCD')).toBe(false);
    expect(await consumeCaptcha(kv, wrong.captchaKey, 'K7MX')).toBe(false);
    expect(await consumeCaptcha(kv, 'not-a-key', 'K7MX')).toBe(false);
    const expired = await createCaptcha(kv, 1, 'K7MX');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await consumeCaptcha(kv, expired.captchaKey, 'K7MX')).toBe(false);
  });

  it('lets exactly one of many concurrent right answers through', async () => {
    const kv = await openCaptchaBucket(jetstream(connection), names);
    for (let round = 0; round < 5; round += 1) {
      const { captchaKey } = await createCaptcha(kv, 60_000, 'WXYZ');
      const results = await Promise.all(Array.from({ length: 8 }, () => consumeCaptcha(kv, captchaKey, 'WXYZ')));
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });
});
