import openapiTS, {
  astToString,
  type OpenAPI3,
  type OpenAPITSOptions,
  transformSchemaObject,
} from 'openapi-typescript';
import ts from 'typescript';

/**
 * The web client's API types (`api-types.generated.ts`) are generated from the OpenAPI document the routes declare
 * (`/api/docs/json`) with openapi-typescript, never written by hand: `npm run api:types` writes them, and
 * `openapi.test.ts` fails when the routes and the file disagree. `web/src/platform/api.ts` types every call by them.
 */
export const apiTypesFile = 'web/src/platform/api-types.generated.ts';

/** The text of `api-types.generated.ts` for an OpenAPI document (not changed: openapi-typescript gets a copy). */
export async function generateApiTypes(document: OpenAPI3): Promise<string> {
  const source = astToString(await openapiTS(structuredClone(document), { silent: true, transform: tuples }));
  const header =
    '// Generated from the OpenAPI document by `npm run api:types` (server/src/platform/api-types.ts): do not edit.\n';
  return header + source;
}

/**
 * A fixed-length array (a zod tuple: OpenAPI 3.0 says `minItems` = `maxItems`, e.g. a page's padding) becomes a tuple
 * type. Not openapi-typescript's `arrayLength`, which would also turn every `.min(1)` array into `[T, ...T[]]`.
 */
const tuples: OpenAPITSOptions['transform'] = (schema, options) => {
  if (schema.type !== 'array') return undefined;
  const { minItems: length, maxItems, ...array } = schema;
  if (length === undefined || length !== maxItems || length > 8) return undefined;
  const type = transformSchemaObject(array, options);
  return ts.isArrayTypeNode(type)
    ? ts.factory.createTupleTypeNode(Array.from({ length }, () => type.elementType))
    : undefined;
};
