import { createServer } from 'node:net';

/**
 * A local TCP port nothing listens on: the OS picked it, then it was closed. For a server a test
 * starts, or for a dependency that must look down. (Tests only; another process may take it.)
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
