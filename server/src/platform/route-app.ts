import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app a route plugin receives (zod type provider), for the functions beside a plugin that declare a group of
 * its routes: a request's body and query stay typed from the route's schema.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
