import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/**
 * A Redis for a test: REDIS_URL when set, else a throw-away `redis-server` on a free port (no disk, stopped by
 * `stop`), else null (the binary is missing: the caller skips).
 */
export async function startRedis(): Promise<RedisServer | null> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const up = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(false));
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve(true);
    });
    setTimeout(() => resolve(false), 5000).unref();
  });
  if (!up) {
    child.kill('SIGKILL');
    return null;
  }
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
