import {
  apiPaths,
  captchaResult,
  envelopeOf,
  errorEnvelope,
  getTokenBody,
  getTokenResult,
  publicKeyResult,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { passwordPublicKey } from './password-transport.ts';
import { signIn, signOut } from './sign-in.service.ts';
import { createCaptcha } from './sign-in-captcha.service.ts';

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.auth.captcha}`,
    {
      schema: {
        tags: ['Auth'],
        summary: 'A new single-use verification image',
        response: { 200: envelopeOf(captchaResult) },
      },
      config: { permission: { public: true } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(app.db));
    },
  );

  app.get(
    `/${apiPaths.auth.publicKey}`,
    {
      schema: {
        tags: ['Auth'],
        summary:
          'RSA public key (PEM) passwords are encrypted with, and a single-use nonce to encrypt with them',
        response: { 200: envelopeOf(publicKeyResult) },
      },
      config: { permission: { public: true } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await passwordPublicKey(app.db));
    },
  );

  app.post(
    `/${apiPaths.auth.getToken}`,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign in: token, user info and ticket; on failure msg and errorCount',
        body: getTokenBody,
        response: {
          200: envelopeOf(getTokenResult),
          400: errorEnvelope,
          403: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: { permission: { public: true } },
    },
    async (request) =>
      ok(
        await signIn(app.db, {
          userName: request.body.UserName,
          encryptedPassword: request.body.Password,
          captchaId: request.body.CaptchaId,
          captchaCode: request.body.CaptchaCode,
          orgId: request.body.OrgId,
          ip: request.ip,
          checkCaptcha: !app.config.captchaDisabled,
          ipLimit: app.config.loginIpLimit,
        }),
      ),
  );

  app.post(
    `/${apiPaths.auth.logout}`,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Ends the session of the token',
        response: { 200: envelopeOf(z.boolean()) },
      },
      config: { permission: { signedIn: true } },
    },
    async (request) => {
      await signOut(app.db, authOf(request).sessionId);
      return ok(true);
    },
  );
};
