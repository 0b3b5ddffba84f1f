import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { workerDatabaseUrl } from '../helpers/worker-database';

/**
 * Decision 065's promise in a real process (decision 087): the server is killed -9 between a payment's commit and
 * its receipt's send (TEST_FAULT=exit-after-payment-commit, honoured only with NODE_ENV=test), started again on the
 * same data, and the receipt arrives once. The server runs as its own process (src/server/main.ts, as `npm start`
 * runs it, with its job queue), not in the test worker, so the kill is a real one. Not on the worker's app fixture:
 * the browser's requests to a dead server are expected to fail.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  proc: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>, logFile: string): Server {
  const out = openSync(logFile, 'a');
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal })),
  );
  return { proc, exited };
}

async function ready(url: string, server: Server, log: string) {
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (server.proc.exitCode !== null || server.proc.signalCode !== null)
      throw new Error(`the server exited while starting:\n${readFileSync(log, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start:\n${readFileSync(log, 'utf8').slice(-3000)}`);
}

/** The receipts the local mailer wrote for an address: one .eml file per message it was handed. */
function receiptsTo(dataDir: string, to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'outbox'));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(dataDir, 'outbox', f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`) && /^Subject: .*receipt/im.test(eml)); // the subject may be MIME-encoded
}

async function payWithCard(page: Page) {
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Test');
  await page.getByLabel('Country or region').selectOption('SE');
  await page.getByRole('button', { name: 'Pay €9.00' }).click();
}

test('kill -9 between a payment’s commit and its receipt, restart: the receipt arrives once', async ({
  page,
}, testInfo) => {
  test.slow(); // two server starts (migrations, the job queue) on a busy machine
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-kill-'));
  const log = path.join(dataDir, 'server.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL
    ? await workerDatabaseUrl(process.env.DATABASE_URL, `k${testInfo.parallelIndex}`)
    : '';
  const env = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    DEV_OUTBOX: 'true',
    TEST_FAULT: '',
  };
  let server = startServer({ ...env, TEST_FAULT: 'exit-after-payment-commit' }, log);
  try {
    await ready(url, server, log);
    const email = `killed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`${url}/`);
    const signUp = await page.request.post(`${url}/api/auth/sign-up/email`, {
      data: { email, password: 'secret-pass-1', name: 'Robin Killed' },
    });
    expect(signUp.status()).toBe(200);

    await page.goto(`${url}/talks-checkout`);
    await page.getByRole('button', { name: 'Start Talk — €9/month' }).click();
    await page.getByLabel('What year were you born?').fill('1995');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_-]+)/.exec(page.url())![1]!;
    await payWithCard(page);

    // The payment committed, then the process died before its receipt was handed to the mail server.
    expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
    // (the fault's own log line may not be flushed before the process kills itself: the signal is the proof)
    expect(receiptsTo(dataDir, email)).toHaveLength(0);

    // The next process on the same data: the outbox's sweep at start sends it.
    server = startServer(env, log);
    await ready(url, server, log);
    await expect.poll(() => receiptsTo(dataDir, email).length, { timeout: 60_000 }).toBe(1);

    // The success page: paid, the receipt sent (nothing to say about it).
    await page.goto(`${url}/talk-success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { name: 'Welcome to FutureSelf Talk!' })).toBeVisible();
    await expect(page.getByTestId('receipt-not-delivered')).toHaveCount(0);
    const status = await page.request.get(`${url}/api/checkout/sessions/${sessionId}`);
    expect(await status.json()).toMatchObject({ status: 'paid', receipt: 'sent' });

    // Once: the payment's event the dead process had claimed is delivered again by this one (its sweep), and the
    // page's check above fulfilled nothing twice; the mail server was handed one receipt in all.
    await page.waitForTimeout(3000);
    expect(receiptsTo(dataDir, email)).toHaveLength(1);
    const outbox = await page.request.get(`${url}/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(((await outbox.text()).match(/Your FutureSelf receipt/g) ?? []).length).toBe(1);
  } finally {
    if (server.proc.exitCode === null && server.proc.signalCode === null) {
      server.proc.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
