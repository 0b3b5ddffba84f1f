import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { forwardedClientIp } from './client-ip';

describe('forwardedClientIp', () => {
  it('takes the entry the given number of trusted proxies from the right, never a forged leftmost one', () => {
    expect(forwardedClientIp('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClientIp('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClientIp(' 203.0.113.7 ', 1)).toBe('203.0.113.7');
  });

  it('falls back to the leftmost entry when there are fewer entries than proxies, and to nothing when empty', () => {
    expect(forwardedClientIp('203.0.113.7', 3)).toBe('203.0.113.7');
    expect(forwardedClientIp(' , ,', 1)).toBeNull();
    expect(forwardedClientIp('203.0.113.7', 0)).toBeNull();
  });

  it('caps a garbage entry', () => {
    expect(forwardedClientIp('x'.repeat(500), 1)).toHaveLength(64);
  });
});

describe('TRUST_PROXY', () => {
  it('is false, true (one proxy) or a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /^TRUST_PROXY must be false, true \(one proxy\) or the number of proxies/,
    );
  });

  it('REDIS_URL must be a redis URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/^REDIS_URL must start with redis:\/\//);
  });
});
