import net from 'node:net';

/** True when nothing listens on host:port. */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** The first free port at or after `start` (checked on every local interface we bind to). */
export async function findFreePort(start: number, host = '127.0.0.1'): Promise<number> {
  for (let port = start; port < start + 200; port++) {
    if ((await isFree(port, host)) && (await isFree(port, '0.0.0.0'))) return port;
  }
  throw new Error(`No free port found between ${start} and ${start + 199}`);
}

/** Throws a readable error when the port the user asked for is taken. */
export async function assertPortFree(port: number): Promise<void> {
  if (!(await isFree(port, '0.0.0.0'))) {
    throw new Error(
      `Port ${port} is already in use. Stop what is using it or start with PORT=<another port>.`,
    );
  }
}
