import { errorEnvelope } from '@srm/contract';

/** The refusals an administration route answers with a localised msg; declared for the OpenAPI page. */
export const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
} as const;
