import { describe, expect, it } from 'vitest';
import { THEME } from '../src/antd-locale.ts';
import { contrastRatio, parseHex, readableOn, tagTextColor } from '../src/contrast.ts';

function ratio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) throw new Error(`not a hex colour: ${a} or ${b}`);
  return contrastRatio(x, y);
}

describe('contrast helpers (WCAG AA for colours that come from data)', () => {
  it('computes the WCAG ratio', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#2d8cf0', '#ffffff')).toBeCloseTo(3.43, 2);
  });

  it('keeps a readable colour and darkens (light grounds) or lightens (dark grounds) one that is not', () => {
    expect(readableOn('#000000')).toBe('#000000');
    const green = readableOn('#19be6b');
    expect(ratio(green, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(green, '#ffffff')).toBeLessThan(5);
    const pink = readableOn('#f92672', '#3e3d32');
    expect(ratio(pink, '#3e3d32')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(pink, '#ffffff')).toBeLessThan(ratio('#f92672', '#ffffff'));
    expect(readableOn('blue')).toBe('blue');
  });

  it('gives tags of the demo colours readable text on their tint, and leaves preset names to the theme', () => {
    for (const color of ['#52c41a', '#faad14', '#19be6b', '#ff9900', '#2db7f5', '#808695']) {
      const text = tagTextColor(color);
      expect(text).toMatch(/^#[0-9a-f]{6}$/);
      expect(ratio(text ?? '', '#ffffff')).toBeGreaterThan(4.5);
    }
    expect(tagTextColor('gold')).toBeUndefined();
  });

  it('draws white button text and links on the primary colour at 4.5:1 or more', () => {
    expect(ratio(THEME.token.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(THEME.token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
