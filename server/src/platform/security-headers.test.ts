import { describe, expect, it } from 'vitest';
import { appServingWebBuild } from '../../test/helper.ts';

/** The headers PRODUCT §9 asks of every answer: the web app's pages, its assets and the API's JSON. */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
  expect(directives.get('default-src'), what).toBe("'self'");
  expect(directives.get('script-src'), what).toBe("'self' 'wasm-unsafe-eval'");
  expect(directives.get('style-src'), what).toBe("'self' 'unsafe-inline'");
  expect(directives.get('img-src'), what).toBe("'self' data: blob:");
  expect(directives.get('connect-src'), what).toBe("'self'");
  expect(directives.get('frame-ancestors'), what).toBe("'none'");
  expect(directives.get('object-src'), what).toBe("'none'");
  expect(directives.has('upgrade-insecure-requests'), what).toBe(false);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on the web app and the API (#10)', () => {
  const web = appServingWebBuild('pglite', {
    'index.html':
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    'assets/app.js': 'console.log(1)',
  });

  it('sends CSP, frame, nosniff and referrer headers with the single page, its assets and its routes', async () => {
    for (const url of ['/', '/login', '/System/User', '/assets/app.js']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it('sends them with API answers too, refusals and unknown addresses included', async () => {
    const answers = [
      await web.app.inject({ method: 'GET', url: '/api/health' }),
      await web.app.inject({ method: 'GET', url: '/api/Auth/PublicKey' }),
      await web.app.inject({ method: 'POST', url: '/api/User/LoadData', payload: {} }),
      await web.app.inject({ method: 'POST', url: '/api/Auth/GetToken', payload: { UserName: '' } }),
      await web.app.inject({ method: 'GET', url: '/api/Nope' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const res of answers)
      expectSecurityHeaders(res.headers, `${res.statusCode} ${res.body.slice(0, 60)}`);
  });
});
