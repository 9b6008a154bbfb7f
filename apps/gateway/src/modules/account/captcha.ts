import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { putEntry, readEntry, removeEntry } from '@oj/service-kit';

// A small SVG captcha drawn here (no third-party library): a few characters from an alphabet
// without look-alikes (no 0/O, 1/I/L), each turned, shifted and coloured, over noise curves.
// The characters are emitted in shuffled order, so the reading order is only in their x offsets.
// It deters casual scripts that mail-bomb the reset form; the per-address resend interval does the rest.

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

function colour(minChannel: number, maxChannel: number): string {
  const channel = (): number => randomInt(minChannel, maxChannel);
  return `rgb(${channel()},${channel()},${channel()})`;
}

function noiseCurve(): string {
  const point = (): string => `${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}`;
  return `<path d="M${point()} C${point()},${point()},${point()}" stroke="${colour(120, 220)}" stroke-width="${randomInt(1, 3)}" fill="none"/>`;
}

function glyph(char: string, index: number): string {
  const step = (WIDTH - 16) / LENGTH;
  const x = Math.round(10 + index * step + randomInt(-3, 4));
  const y = randomInt(26, 34);
  const angle = randomInt(-28, 29);
  const size = randomInt(22, 30);
  return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-size="${size}" font-family="monospace" font-weight="bold" fill="${colour(20, 120)}">${char}</text>`;
}

/** Draws a captcha for `text`; returns the SVG markup. */
export function drawCaptcha(text: string): string {
  const glyphs = Array.from(text, (char, index) => glyph(char, index));
  for (let i = glyphs.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [glyphs[i], glyphs[j]] = [glyphs[j] ?? '', glyphs[i] ?? ''];
  }
  const noise = Array.from({ length: 5 }, noiseCurve);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colour(225, 256)}"/>${noise.slice(0, 3).join('')}${glyphs.join('')}${noise.slice(3).join('')}</svg>`
  );
}

/** A new random captcha answer. */
export function captchaText(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET.charAt(randomInt(0, ALPHABET.length))).join('');
}

const StoredCaptcha = Type.Object({ answerHash: Type.String() });

function digest(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toUpperCase()).digest();
}

/** Creates a captcha, stores its answer under a fresh key, and returns the image and the key. */
export async function createCaptcha(kv: KV, ttlMs: number): Promise<{ img: string; captchaKey: string }> {
  const text = captchaText();
  const captchaKey = randomUUID();
  await putEntry(kv, `captcha.${captchaKey}`, { answerHash: digest(text).toString('base64') }, Date.now() + ttlMs);
  const img = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text)).toString('base64')}`;
  return { img, captchaKey };
}

/** Checks an answer (case-insensitive). Each captcha is good for one try, right or wrong. */
export async function checkCaptcha(kv: KV, captchaKey: string, answer: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(captchaKey)) return false;
  const key = `captcha.${captchaKey.toLowerCase()}`;
  const read = await readEntry(kv, key, StoredCaptcha);
  if (!read.live) return false;
  await removeEntry(kv, key);
  const expected = Buffer.from(read.live.value.answerHash, 'base64');
  const given = digest(answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
