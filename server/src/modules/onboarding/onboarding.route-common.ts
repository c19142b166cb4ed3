import { z } from 'zod';

/** The tag of every onboarding route in the OpenAPI document. */
export const tags = ['Supplier onboarding'];
/** The answer of a route that names the record it created or decided. */
export const id = z.object({ ID: z.number().int() });
