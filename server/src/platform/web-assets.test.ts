import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../../web/build/precompress.ts';
import { appServingWebBuild } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';

/** What the web build writes (its compressed copies included) is what the server sends, in the encoding asked. */
describe('the web build, sent compressed', () => {
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `物料 ${i}` })))};\n`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${'<p>供应商</p>'.repeat(200)}</body></html>`;
  const web = appServingWebBuild(
    'pglite',
    { 'index.html': page, 'assets/app.js': script, 'assets/tiny.js': 'export {};\n' },
    { prepare: precompress },
  );

  it('writes a brotli and a gzip copy beside each file worth compressing, none beside a tiny one', async () => {
    const files = (await readdir(path.join(web.dataDir, 'web'), { recursive: true })).sort();
    expect(files).toEqual([
      'assets',
      'assets/app.js',
      'assets/app.js.br',
      'assets/app.js.gz',
      'assets/tiny.js',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('sends brotli or gzip to a browser that asks for it, the same bytes once decoded, and the file to one that does not', async () => {
    const ask = (url: string, encoding?: string) =>
      web.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await ask('/assets/app.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await ask('/assets/app.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ask('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // The single page, at its own address and at a client-side route, and a file with no compressed copy.
    for (const url of ['/', '/DeliveryNote/MaintainDeliveryNote2']) {
      const res = await ask(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    const tiny = await ask('/assets/tiny.js', 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('sends the files as they are when WEB_COMPRESSION is off', async () => {
    const config = loadConfig(
      { DATA_DIR: web.dataDir, WEB_DIST: path.join(web.dataDir, 'web'), WEB_COMPRESSION: 'off' },
      web.dataDir,
    );
    const plainApp = await buildApp({ db: web.db, dbKind: 'pglite', config });
    try {
      for (const url of ['/assets/app.js', '/']) {
        const res = await plainApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.body, url).toBe(url === '/' ? page : script);
      }
    } finally {
      await plainApp.close();
    }
  });

  it('answers an address outside the build with no file, compressed or not', async () => {
    await writeFile(path.join(web.dataDir, 'web-secrets.txt'), 'secret');
    const outside = await web.app.inject({
      method: 'GET',
      url: '/assets/..%2f..%2fweb-secrets.txt',
      headers: { 'accept-encoding': 'br' },
    });
    expect(outside.statusCode).not.toBe(500);
    expect(outside.body).not.toContain('secret');
  });
});
