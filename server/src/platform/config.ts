import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  REPORT_DATABASE_URL: z.string().url().optional(),
  /** Read replicas of DATABASE_URL (streaming standbys), comma-separated (platform/replicas.ts). */
  REPLICA_DATABASE_URL: z
    .string()
    .refine((v) => v.split(',').every((u) => URL.canParse(u.trim())), 'comma-separated postgres:// addresses')
    .optional(),
  /** A replica further behind than this many milliseconds is skipped (default 1,000). */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** A port of its own for GET /metrics (Prometheus, no sign-in: bind it where only the scraper reaches). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** 1: human-readable log lines (pino-pretty); 0: JSON; unset: pretty when stdout is a terminal. */
  LOG_PRETTY: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** on: send the build's brotli/gzip copies to browsers that ask; off: the files as they are (a fast local network). */
  WEB_COMPRESSION: z.enum(['on', 'off']).default('on'),
  /** The key of stored mail secrets (SMTP password): base64 of 32 bytes; else DATA_DIR/keys/mail.key (modules/mail). */
  MAIL_KEY: z
    .string()
    .trim()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(v),
      'base64 of 32 bytes',
    )
    .optional(),
  /** Mail hosts allowed although loopback or link-local (names, addresses, CIDR ranges; modules/mail/mail-host.ts). */
  MAIL_HOST_ALLOWLIST: z.string().optional(),
  CAPTCHA_DISABLED: z.enum(['0', '1']).optional(),
  WEBHOOK_HTTP_LOOPBACK: z.enum(['0', '1']).optional(),
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  FILE_STORE: z.enum(['local', 's3']).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3-63 lowercase letters, digits, dots, hyphens',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Environments every browser may choose besides this server (JSON array; modules/environment checks it). */
  ENVIRONMENTS: z.string().optional(),
});

/**
 * Where files go (platform/files): `local` = `DATA_DIR/files` on this machine; `s3` = a bucket every API process
 * shares (FILE_STORE=s3, or S3_BUCKET set without FILE_STORE=local).
 */
export type FileStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server opens to PostgreSQL at most. */
  databasePoolSize: number | undefined;
  /** Where admin-configured SQL logs in on PostgreSQL (default: DATABASE_URL as the role srm_report). */
  reportDatabaseUrl: string | undefined;
  /** Read replicas' addresses (REPLICA_DATABASE_URL); empty: every read on the primary. */
  replicaUrls: string[];
  /** REPLICA_MAX_LAG_MS. */
  replicaMaxLagMs: number;
  /** undefined = decide by database kind (embedded: on first start; PostgreSQL: only when SEED_DEMO=1). */
  seedDemo: boolean | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** undefined = pretty when stdout is a terminal. */
  logPretty: boolean | undefined;
  /** METRICS_PORT: serve the metrics there too (same host as the API). */
  metricsPort: number | undefined;
  webDist: string;
  /** Send the build's pre-compressed copies (WEB_COMPRESSION, default on). */
  webCompression: boolean;
  /** MAIL_KEY (base64, 32 bytes) or undefined: the mail module then keeps its key in DATA_DIR/keys/mail.key. */
  mailKey: string | undefined;
  /** MAIL_HOST_ALLOWLIST as given: comma-separated host names, addresses and CIDR ranges (empty: none). */
  mailHostAllowlist: string;
  /** Automated tests only: sign-in skips the captcha check (a warning is logged at start). */
  captchaDisabled: boolean;
  /** Automated tests only (WEBHOOK_HTTP_LOOPBACK=1): webhooks may use plain http to an allowlisted loopback address. */
  webhookHttpLoopback: boolean;
  /** Sign-in attempts one IP address may make in 5 minutes (browser test runs raise it: all come from 127.0.0.1). */
  loginIpLimit: number;
  files: FileStoreConfig;
  /** ENVIRONMENTS as given (a JSON array of environments), parsed and checked by modules/environment at start. */
  environments?: string | undefined;
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
    replicaUrls: (e.REPLICA_DATABASE_URL ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY === undefined ? undefined : e.LOG_PRETTY === '1',
    metricsPort: e.METRICS_PORT,
    webDist: path.resolve(root, e.WEB_DIST ?? 'web/dist'),
    webCompression: e.WEB_COMPRESSION === 'on',
    mailKey: e.MAIL_KEY,
    mailHostAllowlist: e.MAIL_HOST_ALLOWLIST ?? '',
    captchaDisabled: e.CAPTCHA_DISABLED === '1',
    webhookHttpLoopback: e.WEBHOOK_HTTP_LOOPBACK === '1',
    loginIpLimit: e.LOGIN_IP_LIMIT,
    files: fileStoreConfig(e),
    environments: e.ENVIRONMENTS,
  };
}

function fileStoreConfig(e: z.infer<typeof envSchema>): FileStoreConfig {
  const kind = e.FILE_STORE ?? (e.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind };
  if (!e.S3_BUCKET) throw new Error('Invalid environment: S3_BUCKET: required when FILE_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  return {
    kind,
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Self-hosted stores rarely resolve bucket sub-domains: path style unless told otherwise, when an endpoint is set.
    forcePathStyle:
      pathStyle === undefined ? e.S3_ENDPOINT !== undefined : pathStyle === '1' || pathStyle === 'true',
  };
}
