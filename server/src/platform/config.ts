import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  REPORT_DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CAPTCHA_DISABLED: z.enum(['0', '1']).optional(),
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server opens to PostgreSQL at most. */
  databasePoolSize: number | undefined;
  /** Where admin-configured SQL logs in on PostgreSQL (default: DATABASE_URL as the role srm_report). */
  reportDatabaseUrl: string | undefined;
  /** undefined = decide by database kind (embedded: on first start; PostgreSQL: only when SEED_DEMO=1). */
  seedDemo: boolean | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  /** Automated tests only: sign-in skips the captcha check (a warning is logged at start). */
  captchaDisabled: boolean;
  /** Sign-in attempts one IP address may make in 5 minutes (browser test runs raise it: all come from 127.0.0.1). */
  loginIpLimit: number;
};

/** Reads the environment once at start; a bad value stops the process with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    reportDatabaseUrl: e.REPORT_DATABASE_URL,
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(root, e.WEB_DIST ?? 'web/dist'),
    captchaDisabled: e.CAPTCHA_DISABLED === '1',
    loginIpLimit: e.LOGIN_IP_LIMIT,
  };
}
