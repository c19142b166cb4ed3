import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { apiTypesFile, generateApiTypes } from './platform/api-types.ts';

type SwaggerDocument = Awaited<ReturnType<typeof SwaggerParser.validate>>;

/**
 * The OpenAPI document is what outside systems generate clients from: it must be a valid document (every `$ref`
 * resolves, e.g. the recursive menu tree) and a generator must turn it into types for the spec's paths.
 * The document does not depend on the database, so PGlite alone is enough.
 */
describe('OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let document: OpenAPI3;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI document whose references all resolve', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as SwaggerDocument)).resolves.toBeTruthy();
  });

  it('declares the recursive menu tree as a named component', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toContain('MenuTreeNode');
    expect(JSON.stringify(document)).not.toContain('#/components/schemas/schema0');
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const source = astToString(await openapiTS(structuredClone(document)));
    for (const path of [
      '/api/Menu/LoadData2Tree',
      '/api/Role/LoadMenusByRoleId',
      '/api/DeliveryNote/LoadData',
    ]) {
      expect(source).toContain(`"${path}": {`);
    }
    // The tree is typed as itself all the way down, not as `unknown` or a dangling reference.
    expect(source).toContain('data: components["schemas"]["MenuTreeNode"][];');
    expect(source).toContain('children: components["schemas"]["MenuTreeNode"][];');
  });

  it('is what the web client is typed by: api-types.generated.ts is generated from it as it is', async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', apiTypesFile), 'utf8');
    expect(
      await generateApiTypes(document),
      `${apiTypesFile} drifted from the routes' declarations: run \`npm run api:types\``,
    ).toBe(committed);
  });
});
