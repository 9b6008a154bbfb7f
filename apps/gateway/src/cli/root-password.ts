import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** File name of the generated root password inside the run directory. */
export const ROOT_PASSWORD_FILE = 'root-password';

/**
 * Makes a random root password (24 characters, 144 bits) for a first start without
 * OJ_ROOT_PASSWORD, and keeps it in `<runDir>/root-password`, readable by its owner only.
 */
export async function generateRootPassword(runDir: string): Promise<{ password: string; file: string }> {
  const password = randomBytes(18).toString('base64url');
  const file = join(runDir, ROOT_PASSWORD_FILE);
  await mkdir(runDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that already existed.
  await chmod(file, 0o600);
  return { password, file };
}
