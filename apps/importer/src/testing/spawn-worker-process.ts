import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts a worker script of `testing/` as a process of its own (from source, as the tests run); resolves once
 * it prints "worker ready". Its other stdout lines go to `onLine`.
 */
export function spawnWorkerProcess(
  script: URL,
  env: Record<string, string>,
  onLine?: (line: string) => void,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@grantflow/source', fileURLToPath(script)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`worker process exited early (${code})`));
    child.once('exit', early);
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'worker ready') {
          child.off('exit', early);
          resolve(child);
        } else onLine?.(line);
      }
    });
  });
}
