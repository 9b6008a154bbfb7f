/** WCAG 2 contrast helpers for colours that come from data (tag and level colours set by admins). */

type Rgb = readonly [number, number, number];

/** Parses #rgb or #rrggbb; anything else (antd preset names such as "blue") is null. */
export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? Array.from(match[1], (digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The same hue and saturation at 95 % lightness: the background antd gives a tag of a custom colour. */
export function tintOf(rgb: Rgb): Rgb {
  const [r, g, b] = rgb.map((channel) => channel / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  hue = (hue * 60 + 360) % 360;
  const l = 0.95;
  const chroma = (1 - Math.abs(2 * l - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(hue / 60);
  const [r1, g1, b1] = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector] ?? [chroma, x, 0];
  return [(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255];
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The colour itself when it reads well enough on the background, else the same colour mixed with
 * black (on light backgrounds) or white (on dark ones) just enough to reach `minimum`. White
 * backgrounds when none is given.
 */
export function readableOn(color: string, background: string | Rgb = '#ffffff', minimum = MIN_TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  const ground = typeof background === 'string' ? parseHex(background) : background;
  if (!rgb || !ground) return color;
  const white: Rgb = [255, 255, 255];
  const target = contrastRatio(white, ground) > contrastRatio([0, 0, 0], ground) ? 255 : 0;
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const mixed = rgb.map((channel) => channel * keep + target * (1 - keep)) as unknown as Rgb;
    if (contrastRatio(mixed, ground) >= minimum + 0.1) return keep === 1 ? color : toHex(mixed);
  }
  return target === 255 ? '#ffffff' : '#000000';
}

/** Text colour for an antd Tag of a custom (hex) colour, readable on the pale tint antd paints behind it. */
export function tagTextColor(color: string): string | undefined {
  const rgb = parseHex(color);
  return rgb ? readableOn(color, tintOf(rgb)) : undefined;
}
