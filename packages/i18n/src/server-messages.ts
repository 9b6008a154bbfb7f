// The `msg` texts the services send, in both interface languages, keyed by the stable codes that
// `@oj/contracts` declares (packages/contracts/src/errors/). Pure data and string functions: no
// React, no i18next, so servers import it through `@oj/i18n/server` without the UI stack.
//
// The services build their messages from the declarations (English); a hook in service-kit renders
// the `msg` of each envelope in the request's language from its code and values with
// `serverMessageText`. en-US is the declarations' own text; zh-CN lives in ./server/zh-CN, one file
// per area, typed so that a declared code without a translation is a compile error.
import { MESSAGE_AREAS, messageSpec, orderedParams } from '@oj/contracts';
import type { MessageAreas, MessageParam, MessageParams, ServerMessage, Translations } from '@oj/contracts';
import { SERVER_MESSAGES_ZH_CN } from './server/zh-CN/index.ts';

export { SERVER_MESSAGES_ZH_CN };

/** The languages a server answers in: the interface languages (`Language` of the main entry). */
export type ServerLanguage = 'zh-CN' | 'en-US';

/** Every server message's texts in one language, by area and key. */
export type ServerCatalogue = { readonly [A in keyof MessageAreas]: Translations<MessageAreas[A]> };

function englishOf(area: Record<string, { spec: { en: unknown } }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(area).map(([key, message]) => [key, message.spec.en]));
}

/** The en-US texts: the declarations' own English. */
export const SERVER_MESSAGES_EN_US = Object.fromEntries(
  Object.entries(MESSAGE_AREAS).map(([area, messages]) => [area, englishOf(messages as unknown as Record<string, { spec: { en: unknown } }>)]),
) as unknown as ServerCatalogue;

const CATALOGUES: Readonly<Record<ServerLanguage, ServerCatalogue>> = { 'en-US': SERVER_MESSAGES_EN_US, 'zh-CN': SERVER_MESSAGES_ZH_CN };

type Text = string | ((...values: MessageParam[]) => string);

/** The text of a code in `language` with its values filled in; undefined for a code nobody declared. */
export function serverMessageText(code: string, params: MessageParams | undefined, language: ServerLanguage): string | undefined {
  const spec = messageSpec(code);
  if (spec === undefined) return undefined;
  const dot = code.indexOf('.');
  const area = (CATALOGUES[language] as unknown as Record<string, Record<string, Text> | undefined>)[code.slice(0, dot)];
  const text = area?.[code.slice(dot + 1)];
  if (text === undefined) return undefined;
  return typeof text === 'string' ? text : text(...orderedParams(spec, params));
}

/** A built message in `language` (its English when no text is known). */
export function localiseServerMessage(message: ServerMessage, language: ServerLanguage): string {
  return serverMessageText(message.code, message.params, language) ?? message.en;
}

/**
 * The language of a request from its Accept-Language header: zh-CN when the most preferred entry
 * (highest q, the first among equals) is a Chinese tag, else en-US. No header means en-US.
 */
export function requestLanguage(header: string | readonly string[] | null | undefined): ServerLanguage {
  const text = typeof header === 'string' ? header : (header?.join(',') ?? '');
  let best: { tag: string; q: number } | undefined;
  for (const entry of text.split(',')) {
    const [rawTag = '', ...params] = entry.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (tag === '') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (best === undefined || q > best.q) best = { tag, q };
  }
  return best !== undefined && (best.tag === 'zh' || best.tag.startsWith('zh-')) ? 'zh-CN' : 'en-US';
}
