/** Where the started platform answers; scripts/test sets it. */
export function baseUrl(): string {
  const url = process.env.OJ_E2E_BASE_URL;
  if (!url) throw new Error('OJ_E2E_BASE_URL is not set: run the end-to-end suite through scripts/test');
  return url.replace(/\/$/, '');
}

/** The repository root, for starting service processes. */
export const repoRoot = new URL('../../../', import.meta.url).pathname;

/** Reads a JSON body and fails with the raw text when it is not JSON. */
export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`expected JSON from ${response.url}, got ${response.status}: ${text.slice(0, 200)}`);
  }
}
