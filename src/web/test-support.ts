import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * For web component tests only: the app's providers around a screen, and a fetch that answers the API by path.
 * Each test gets a fresh query cache (no retries) and a router at `path`, the screen mounted at `pattern`.
 */
export function withApp(children: ReactNode, { path = '/', pattern }: { path?: string; pattern?: string } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const screen = pattern
    ? createElement(Routes, null, createElement(Route, { path: pattern, element: children }))
    : children;
  return createElement(
    QueryClientProvider,
    { client: qc },
    createElement(MemoryRouter, { initialEntries: [path] }, screen),
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs fetch: `answers` by 'METHOD /path' or '/path' (any method) give a Response or a JSON body; anything else
 * is a 404. Every call is recorded, in order.
 */
export function stubApi(answers: Record<string, (call: ApiCall) => unknown>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      const call = { method, path, body };
      calls.push(call);
      const answer = answers[`${method} ${path}`] ?? answers[path];
      if (!answer) return apiError(404, 'not_found', 'Not found');
      const out = await answer(call);
      return out instanceof Response ? out : json(out);
    }),
  );
  return calls;
}

/** After each test: the screen unmounted, fetch and other globals restored, every mock's calls forgotten. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
