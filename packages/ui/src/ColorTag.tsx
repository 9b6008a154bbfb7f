import { Tag } from 'antd';
import type { TagProps } from 'antd';
import { tagTextColor } from './contrast.ts';

/**
 * An antd Tag in a colour that comes from data (an admin's #hex, or a preset name). antd writes a
 * custom colour's text in that colour on a pale tint of it, which is unreadable for light colours;
 * here the text is darkened just enough to reach WCAG AA, the tint and the border stay as they were.
 */
export function ColorTag({ color, style, ...rest }: TagProps) {
  const text = color ? tagTextColor(color) : undefined;
  return <Tag color={color} style={text && text !== color ? { color: text, ...style } : style} {...rest} />;
}
