import { expect, it } from 'vitest';
import { call, signIn } from '../../test/auth-helper.ts';
import { describeOnDatabase } from '../../test/helper.ts';
import { routeLabel, serveMetrics } from './metrics.ts';

it('labels a request by its route pattern, the web app as static and a miss as unmatched', () => {
  expect(routeLabel('/api/Export/Download/:id')).toBe('/api/Export/Download/:id');
  expect(routeLabel('/assets/index-abc.js')).toBe('static');
  expect(routeLabel(undefined)).toBe('unmatched');
});

describeOnDatabase('GET /api/metrics', (t) => {
  it('counts requests per route pattern, method and status class, with latency and the process metrics', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /^srm_http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} 3$/m,
    );
    expect(text).toMatch(/^srm_http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} 1$/m);
    expect(text).toMatch(
      /^srm_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} 3$/m,
    );
    // The raw URL never becomes a label.
    expect(text).not.toContain('/api/no/such/thing');
    expect(text).toMatch(/^srm_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^srm_mail_backlog \d+$/m);
    expect(text).toMatch(/^srm_pdf_renders_in_flight 0$/m);
    if (t.kind === 'postgres') expect(text).toMatch(/^srm_db_pool_connections\{state="total"\} \d+$/m);
    else expect(text).not.toContain('srm_db_pool_connections{');
  });

  it('shows the job queue depth of a queue the process sends to', async () => {
    await t.app.jobs.send('metrics-test', { n: 1 });
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: admin.headers });
    expect(res.body).toMatch(/^srm_job_queue_waiting\{queue="metrics-test"\} 1$/m);
  });

  it('refuses a vendor user (403) and an anonymous caller (401)', async () => {
    const vendor = await signIn(t.app, 'vendor1');
    expect((await call(t.app, vendor, 'GET', 'metrics')).status).toBe(403);
    expect((await call(t.app, null, 'GET', 'metrics')).status).toBe(401);
  });

  it('serves the same text without sign-in on a port of its own (METRICS_PORT)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const { server, port } = await serveMetrics(t.app.metrics, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(
        /^srm_http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} \d+$/m,
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
