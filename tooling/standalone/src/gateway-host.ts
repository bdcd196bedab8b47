/**
 * The address the standalone gateway listens on. `npm start` is a one-machine install whose embedded
 * secrets and demo sign-ins must not be reachable from the network by default: loopback, unless the
 * operator sets HOST (HOST=0.0.0.0 to let other machines in, ideally behind a TLS proxy).
 */
export function gatewayHost(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}
