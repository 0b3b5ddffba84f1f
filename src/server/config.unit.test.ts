import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on embedded defaults with no variables at all', () => {
    const c = loadConfig({});
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c).toMatchObject({
      port: 3000,
      brandName: 'FutureSelf',
      publicUrl: 'http://localhost:3000',
      storage: { provider: 'local' },
      ai: { provider: 'local' },
      voice: { provider: 'local' },
      mail: { provider: 'local' },
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('names the variable and what is wrong in one line', () => {
    const msg = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(msg({ PORT: '70000' })).toBe('PORT must be at most 65535 (got "70000")');
    expect(msg({ PORT: 'abc' })).toMatch(/^PORT must be a number/);
    expect(msg({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL must start with postgres:\/\//);
    expect(msg({ AI_PROVIDER: 'skynet' })).toMatch(/^AI_PROVIDER must be local, openai or google/);
    expect(msg({ AI_PROVIDER: 'openai' })).toBe('OPENAI_API_KEY is required when AI_PROVIDER=openai');
    expect(msg({ STORAGE_PROVIDER: 's3' })).toBe('S3_BUCKET is required when STORAGE_PROVIDER=s3');
    expect(msg({ AUTH_SECRET: 'short' })).toMatch(/^AUTH_SECRET must be at least 32 characters/);
    expect(msg({ PUBLIC_URL: 'not a url' })).toMatch(/^PUBLIC_URL must be a URL/);
    for (const m of [msg({ PORT: '0' }), msg({ MAIL_PROVIDER: 'smtp' })]) expect(m).not.toContain('\n');
  });

  it('APP_ROLE: all by default; web and worker need PostgreSQL (decision 085)', () => {
    expect(loadConfig({}).role).toBe('all');
    const pg = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' };
    expect(loadConfig({ ...pg, APP_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...pg, APP_ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ APP_ROLE: 'worker' })).toThrow(
      'DATABASE_URL is required when APP_ROLE=worker (web and worker share PostgreSQL)',
    );
    expect(() => loadConfig({ APP_ROLE: 'cook' })).toThrow(/^APP_ROLE must be one of web, worker, all/);
  });

  it('switches on real providers from their variables', () => {
    const c = loadConfig({
      AI_PROVIDER: 'google',
      GOOGLE_API_KEY: 'k',
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'b',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://localhost:2525',
      PUBLIC_URL: 'https://fs.example/',
      BRAND_NAME: 'Futura',
    });
    expect(c.ai).toMatchObject({ provider: 'google', apiKey: 'k' });
    expect(c.storage).toMatchObject({ provider: 's3', bucket: 'b' });
    expect(c.mail).toMatchObject({
      provider: 'smtp',
      smtpUrl: 'smtp://localhost:2525',
      from: 'Futura <hello@futureself.local>',
    });
    expect(c.publicUrl).toBe('https://fs.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
