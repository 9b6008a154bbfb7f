/** Wire shapes of the site calls besides the website config (spec 01 §3 Tool). */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** One toolbox link, as `GET tools` lists them in menu order. */
export const ToolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
});
export type ToolDto = Static<typeof ToolSchema>;
