import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { WebsiteConfig } from './website.ts';

const text = (maxLength: number) => Type.String({ maxLength });
/** Empty, or an absolute http(s) link. */
const link = Type.String({ maxLength: 512, pattern: '^(https?://\\S+)?$' });
/** An image address: empty, an absolute http(s) URL or a site path. */
const image = Type.String({ maxLength: 512, pattern: '^((https?://|/)\\S*)?$' });

/** Runtime schema of the website config (spec 01 §3), for `get-website-config` responses. */
export const WebsiteConfigSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  shortName: Type.String({ minLength: 1, maxLength: 20 }),
  description: text(5000),
  recordName: text(100),
  recordUrl: link,
  projectName: text(100),
  projectUrl: link,
  register: Type.Boolean(),
  openPublicDiscussion: Type.Boolean(),
  openGroupDiscussion: Type.Boolean(),
  openContestComment: Type.Boolean(),
  openAiChat: Type.Boolean(),
  guestBrowseProblems: Type.Boolean(),
  outsideImages: Type.Boolean(),
  visible1: Type.Boolean(),
  visible2: Type.Boolean(),
  visible3: Type.Boolean(),
  visible4: Type.Boolean(),
  image1: image,
  image2: image,
  image3: image,
  addr1: link,
  addr2: link,
  addr3: link,
});

/** Body of the admin `set-web-config` call: any subset of the fields; unknown fields are dropped. */
export const WebsiteConfigPatchSchema = Type.Partial(WebsiteConfigSchema, { additionalProperties: false });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
/** Fails to compile when WebsiteConfigSchema and the WebsiteConfig interface drift apart. */
export type WebsiteConfigSchemaInSync = Expect<Same<Static<typeof WebsiteConfigSchema>, WebsiteConfig>>;
