// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meResponseSchema } from '@core/contracts/me';
import { ACCOUNT_HINT_KEY } from './account-hint';
import { fetchMe, ME_KEY, parseMeResponse, useMe, useSignOut } from './session';

const signOutOfAccount = vi.hoisted(() => vi.fn(async () => ({ success: true })));
vi.mock('./auth-client', () => ({ signOutOfAccount }));

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', isAnonymous: false, role: 'user' };

describe('parseMeResponse agrees with meResponseSchema', () => {
  const samples: unknown[] = [
    { user: null },
    { user },
    { user: { ...user, email: null, isAnonymous: true } },
    { user: { ...user, extra: 'dropped' } },
    { user: { ...user, isAnonymous: 'no' } },
    { user: { ...user, email: 3 } },
    { user: { ...user, role: undefined } },
    { user: { name: 'x' } },
    {},
    null,
    'signed in',
    [],
  ];
  it.each(samples.map((s) => [JSON.stringify(s), s]))('%s', (_, sample) => {
    const zod = meResponseSchema.safeParse(sample);
    if (zod.success) expect(parseMeResponse(sample)).toEqual(zod.data);
    else expect(() => parseMeResponse(sample)).toThrow();
  });
});

describe('useSignOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs out with the auth client, drops the cached account data and asks for the session again', async () => {
    let signedIn = true;
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: signedIn ? user : null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(['covers', 'list'], [{ id: 'c1' }]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ me: useMe(), signOut: useSignOut() }), { wrapper });
    await waitFor(() => expect(result.current.me.data?.user?.id).toBe('u1'));
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBe('1');

    signedIn = false;
    signOutOfAccount.mockImplementationOnce(async () => ({ success: true }));
    await act(() => result.current.signOut.mutateAsync());

    expect(signOutOfAccount).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(['covers', 'list'])).toBeUndefined();
    await waitFor(() => expect(result.current.me.data).toEqual({ user: null }));
    expect(qc.getQueryData(ME_KEY)).toEqual({ user: null });
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBeNull();
  });

  it('keeps everything when the sign-out fails', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['covers', 'list'], [{ id: 'c1' }]);
    signOutOfAccount.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => expect(result.current.mutateAsync()).rejects.toThrow('offline'));
    expect(qc.getQueryData(['covers', 'list'])).toEqual([{ id: 'c1' }]);
  });
});

describe('the account hint for the pages drawn without the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  const answer = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
    );

  it('is set by an account and removed by an anonymous visitor or nobody', async () => {
    answer({ user });
    await fetchMe();
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBe('1');
    answer({ user: { ...user, email: null, isAnonymous: true } });
    await fetchMe();
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBeNull();
    localStorage.setItem(ACCOUNT_HINT_KEY, '1');
    answer({ user: null });
    await fetchMe();
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBeNull();
  });

  it('is left as it was when the session cannot be read', async () => {
    localStorage.setItem(ACCOUNT_HINT_KEY, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(fetchMe()).rejects.toThrow();
    expect(localStorage.getItem(ACCOUNT_HINT_KEY)).toBe('1');
  });
});
