/**
 * The sandbox images, one per judge image name; OJ_JUDGE_IMAGE and OJ_JUDGE_PY2_IMAGE override them
 * (the judge node's config, worker/config.ts).
 */
import type { JudgeImageName } from '@oj/judge-core';

/** Image tags that scripts/lib/judge-image.sh builds and keeps current. */
export const DEFAULT_JUDGE_IMAGES: Readonly<Record<JudgeImageName, string>> = { main: 'oj-judge:latest', py2: 'oj-judge-py2:latest' };
