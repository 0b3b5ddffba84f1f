import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { newId } from '@server/lib/ids';
import { SmtpMailer } from './smtp-mailer';

/** The SMTP adapter against smtp-server, a plain SMTP server (no TLS, login required) started here on a free port. */
const USER = 'futureself';
const PASS = 'mail-secret';

interface Received {
  login: { username?: string; password?: string };
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
/** Messages as the server took them, and who is waiting for the next one. */
let inbox: Received[] = [];
let waiting: ((m: Received) => void)[] = [];
/** Recipients the server refuses (550). */
const refused = new Set<string>();

function nextMessage(): Promise<Received> {
  const m = inbox.shift();
  return m ? Promise.resolve(m) : new Promise((resolve) => waiting.push(resolve));
}

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'], // a plain server, like a local Mailpit
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === USER && auth.password === PASS)
        cb(null, { user: { username: auth.username, password: auth.password } });
      else cb(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, cb) {
      if (refused.has(address.address)) {
        const err = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        cb(err);
      } else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const user = session.user as unknown as Received['login'];
        const m: Received = {
          login: user,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const w = waiting.shift();
        if (w) w(m);
        else inbox.push(m);
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
});

beforeEach(() => {
  inbox = [];
  waiting = [];
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const url = (user = USER, pass = PASS) =>
  `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`;

// ---------- a little MIME reading (enough for what nodemailer writes) ----------

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const i = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, i).replace(/\r\n[ \t]+/g, ' '); // unfold
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const c = line.indexOf(':');
    headers.set(line.slice(0, c).trim().toLowerCase(), line.slice(c + 1).trim());
  }
  return { headers, body: raw.slice(i + 4) };
}

function decodeBody(p: Part): string {
  const enc = (p.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(p.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = p.body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return p.body;
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words in a header. */
function decodeHeader(v: string): string {
  return v.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The message's headers and its parts by content type (one part when it is not multipart). */
function readMessage(raw: string) {
  const top = splitPart(raw);
  const type = top.headers.get('content-type') ?? '';
  const parts = new Map<string, string>();
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    const sections = top.body.split(`--${boundary}`).slice(1, -1);
    for (const s of sections) {
      const p = splitPart(s.replace(/^\r\n/, ''));
      parts.set((p.headers.get('content-type') ?? '').split(';')[0]!.trim(), decodeBody(p).replace(/\r\n$/, ''));
    }
  } else {
    parts.set(type.split(';')[0]!.trim(), decodeBody(top).replace(/\r\n$/, ''));
  }
  const header = (name: string) => decodeHeader(top.headers.get(name) ?? '');
  return {
    type: type.split(';')[0]!.trim(),
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    parts,
  };
}

// ---------- tests ----------

describe('SmtpMailer against a plain SMTP server', () => {
  it('logs in with the credentials in SMTP_URL and delivers text and HTML as one multipart message', async () => {
    const mailer = new SmtpMailer(url(), 'FutureSelf <hello@futureself.example>');
    const to = `zoe_${newId().toLowerCase()}@example.com`;
    const text = 'Hi Zoé,\n\nYour cover is ready: https://futureself.example/magazine/abc — enjoy! 🚀';
    const html =
      '<p>Hi Zoé,</p><p>Your cover is <a href="https://futureself.example/magazine/abc">ready</a> — enjoy! 🚀</p>';
    const got = nextMessage();
    await mailer.send({ to, subject: 'Your FutureSelf cover, Zoé 🚀', text, html });
    const m = await got;

    expect(m.login).toEqual({ username: USER, password: PASS });
    expect(m.mailFrom).toBe('hello@futureself.example');
    expect(m.rcptTo).toEqual([to]);
    const msg = readMessage(m.raw);
    expect(msg.from).toBe('FutureSelf <hello@futureself.example>');
    expect(msg.to).toBe(to);
    expect(msg.subject).toBe('Your FutureSelf cover, Zoé 🚀');
    expect(msg.type).toBe('multipart/alternative');
    expect([...msg.parts.keys()]).toEqual(['text/plain', 'text/html']);
    expect(msg.parts.get('text/plain')).toBe(text.replace(/\n/g, '\r\n'));
    expect(msg.parts.get('text/html')).toBe(html);
  });

  it('sends a plain-text message when there is no HTML', async () => {
    const mailer = new SmtpMailer(url(), 'FutureSelf <hello@futureself.example>');
    const got = nextMessage();
    await mailer.send({ to: 'ada@example.com', subject: 'Plain', text: 'Only words.' });
    const msg = readMessage((await got).raw);
    expect(msg.type).toBe('text/plain');
    expect(msg.parts.get('text/plain')).toBe('Only words.');
  });

  it('fails the send when the server refuses the login or the recipient', async () => {
    await expect(
      new SmtpMailer(url(USER, 'wrong'), 'hello@futureself.example').send({
        to: 'ada@example.com',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toThrow(/Invalid login|Invalid username/);
    refused.add('nobody@example.com');
    await expect(
      new SmtpMailer(url(), 'hello@futureself.example').send({ to: 'nobody@example.com', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550|No such mailbox/);
    expect(inbox).toEqual([]);
  });
});

describe('the app with MAIL_PROVIDER=smtp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: url(),
      MAIL_FROM: 'FutureSelf <hello@futureself.example>',
    });
  });
  afterAll(() => t?.close());

  it('sends the sign-up verification e-mail through the SMTP server', async () => {
    const addr = `u_${newId().toLowerCase()}@example.com`;
    const got = nextMessage();
    const up = await t.client().json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1', name: 'Alex Future' },
    });
    expect(up.status).toBe(200);
    // The e-mail is sent without holding up the sign-up: wait for the server to receive it.
    const m = await got;
    expect(m.rcptTo).toEqual([addr]);
    const msg = readMessage(m.raw);
    expect(msg.from).toBe('FutureSelf <hello@futureself.example>');
    expect(msg.subject).toMatch(/^Confirm your .+ account$/);
    // A branded multipart message; the address is not confirmed yet, so it holds nothing the requester typed.
    expect(msg.type).toBe('multipart/alternative');
    const text = msg.parts.get('text/plain')!;
    const html = msg.parts.get('text/html')!;
    expect(text).toMatch(/^Confirm your e-mail/);
    expect(text).not.toContain('Alex Future');
    expect(text).toContain('http://localhost:3000/api/auth/verify-email?token=');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+"/);
    expect(html).toContain('FutureSelf');
    expect(html).not.toContain('Alex Future');
  });

  it('sends the welcome e-mail of Save Poster to Email without the typed name (the address is not confirmed)', async () => {
    const addr = `w_${newId().toLowerCase()}@example.com`;
    const c = t.client();
    const confirmMail = nextMessage();
    const res = await c.json('/api/posters/save-by-email', {
      method: 'POST',
      json: { email: addr, fullName: 'Zoé <i>Future</i>', password: 'orbit-42', coverId: null },
    });
    expect(res.status).toBe(200);
    const first = readMessage((await confirmMail).raw);
    const second = readMessage((await nextMessage()).raw);
    const welcome = [first, second].find((m) => m.subject.startsWith('Welcome'))!;
    expect(welcome.subject).toBe('Welcome to FutureSelf! Your poster is saved');
    expect(welcome.type).toBe('multipart/alternative');
    expect(welcome.parts.get('text/plain')).toContain('Welcome!');
    expect(welcome.parts.get('text/html')).toContain('Welcome!');
    expect(welcome.parts.get('text/html')).not.toContain('Future</i>');
    expect(welcome.parts.get('text/plain')).not.toContain('Zoé');
  });
});
