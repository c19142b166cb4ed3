import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { changeLanguage } from '../i18n.ts';

/** jsdom lacks what antd measures with (STACK-NOTES: ResizeObserver and matchMedia stubs). */
export function stubBrowser() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/**
 * What every file that renders screens does around its tests: the browser stubs, and 5 s for findBy…/waitFor (they
 * end as soon as what they wait for is there; 1 s, the default, is short for a fetch and an antd re-render on a
 * machine busy with other test files); after each test the page, the stubbed globals and, for a file that switches
 * language (`resetLanguage`), the language a fresh page starts in.
 */
export function setUpRenderTests({ resetLanguage = false }: { resetLanguage?: boolean } = {}) {
  beforeAll(() => {
    stubBrowser();
    configure({ asyncUtilTimeout: 5_000 });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    if (resetLanguage) await changeLanguage('zh-chs');
  });
}

export type Call = { path: string; method: string; body: unknown; query: URLSearchParams };
type Answer = { data: unknown; count?: number; code?: number; msg?: string };
/** What the fake server answers a path; a promise answers when it settles (a slow server). */
type Handler = (body: unknown, query: URLSearchParams) => Answer | Promise<Answer>;

/**
 * A fake server: `fetch` answers `/api/<path>` from the handlers (envelope `{code, msg, data, count}`) and
 * records every call.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    // An upload's FormData is handed over as it is; every other body is JSON.
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body, query: url.searchParams });
    const handler = handlers[path];
    const result = handler
      ? await handler(body, url.searchParams)
      : { data: null, code: 404, msg: `no ${path}` };
    const code = result.code ?? 200;
    return new Response(
      JSON.stringify({ code, msg: result.msg ?? '', data: result.data, count: result.count }),
      {
        status: code === 200 ? 200 : 400,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}
