import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type Db, openPostgres } from './db.ts';
import { type WriteMark, writeMarks } from './write-marks.ts';

/**
 * Reads from PostgreSQL streaming replicas (issue #50, PRODUCT §17). Lists, reports, exports and charts tolerate a
 * second of lag and may run on a replica; everything else runs on the primary.
 *
 * How fresh a replica is: every `pollMs` the router reads the primary's WAL insert position
 * (`pg_current_wal_insert_lsn()`, noting the time just before asking: every commit that returned before then lies
 * below it — the write position `pg_current_wal_lsn()` may not yet include a commit made with
 * `synchronous_commit = off`, which a test saw as a standby wrongly taken for fresh) and each replica's replayed position (`pg_last_wal_replay_lsn()`). A replica that has
 * replayed a position the primary had at time T holds every write committed before T: its data is "fresh as of" the
 * latest such T, and its lag is now − T. A replica whose poll failed, that is not in recovery (not a standby), or
 * whose lag passes `maxLagMs` is skipped: its reads go to the primary, never an error.
 *
 * Read-your-writes: a request that wrote (platform/write-marks.ts) records when it ended; that caller's reads go to a
 * replica only once the replica is fresh as of that moment — the primary until the replica has replayed the write's
 * position, measured, not a fixed pin (a pin would be either too long, sending reads to the primary for nothing, or
 * too short under a burst of writes). It costs no statement per write: the poll's positions are enough, at the price
 * of reads staying on the primary one poll longer than strictly needed (~100 ms).
 */
export type ReplicaOptions = {
  /** The replicas' addresses (REPLICA_DATABASE_URL, comma-separated). */
  urls: readonly string[];
  /** A replica further behind than this is skipped (REPLICA_MAX_LAG_MS, default 1,000). */
  maxLagMs: number;
  /** How often positions are read (default 100 ms). */
  pollMs?: number;
  /** Connections per replica (default 20, as the primary's). */
  maxConnections?: number;
};

type Sample = { at: number; lsn: bigint };

type Replica = {
  readonly name: string;
  readonly db: Db;
  readonly close: () => Promise<void>;
  /** Time (ms) as of which the replica holds every committed write; null before the first good poll. */
  freshAsOf: number | null;
  up: boolean;
};

export type ReplicaState = { name: string; up: boolean; lagSeconds: number | null };

export type ReadRouter = {
  /** The database a lag-tolerant read runs on, for a caller whose last write ended at `wroteAt` (ms; 0 = never). */
  readonly pick: (wroteAt: number) => Db;
  /** Each replica's state now (metrics). */
  readonly replicas: () => ReplicaState[];
  /** Reads routed so far, by where they ran. */
  readonly served: { replica: number; primary: number };
  /**
   * For work that may wait (a job): a replica once one is fresh as of `at`, waiting up to `waitMs` for it, else the
   * primary.
   */
  readonly whenFresh: (at: number, waitMs: number) => Promise<Db>;
  /** How long a job waits for a fresh replica before it reads the primary: the lag limit, 10 s at most. */
  readonly jobWaitMs: number;
  /** Reads positions once now (tests; the poll does it on its own). */
  readonly poll: () => Promise<void>;
  readonly close: () => Promise<void>;
};

/** A WAL position `X/Y` as a number. */
export const lsnOf = (text: string): bigint => {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/** The replica's name in metrics and logs: its host, port and database, never its credentials. */
const nameOf = (url: string) => {
  const u = new URL(url);
  const host = u.searchParams.get('host') ?? u.hostname;
  return `${host}:${u.port || '5432'}${u.pathname}`;
};

export function openReadRouter(primary: Db, options: ReplicaOptions): ReadRouter {
  const pollMs = options.pollMs ?? 100;
  const replicas: Replica[] = options.urls.map((url) => ({
    name: nameOf(url),
    ...openPostgres(url, options.maxConnections ?? 20),
    freshAsOf: null,
    up: false,
  }));
  // The primary's positions over the last few seconds, oldest first.
  const samples: Sample[] = [];
  const served = { replica: 0, primary: 0 };
  let next = 0;
  let closed = false;

  const pollReplica = async (replica: Replica) => {
    try {
      const { rows } = await sql<{
        lsn: string | null;
      }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica.db);
      const replayed = rows[0]?.lsn;
      // Not a standby (null): its data may be anything; never read from it.
      if (!replayed) {
        replica.up = false;
        return;
      }
      const position = lsnOf(replayed);
      // The newest primary position it has replayed. None of those kept (just started and behind the first sample,
      // further behind than the samples reach, or rebuilt from an older backup at the same address): its freshness
      // is unknown but older than the oldest sample, so it is set past the lag limit — skipped, its lag shown as at
      // least that.
      let fresh: number | null = null;
      for (let i = samples.length - 1; i >= 0 && fresh === null; i--)
        if (samples[i]!.lsn <= position) fresh = samples[i]!.at;
      const oldest = samples[0];
      replica.freshAsOf = fresh ?? (oldest ? oldest.at - options.maxLagMs - 1 : null);
      replica.up = true;
    } catch {
      replica.up = false;
    }
  };

  const poll = async () => {
    const at = Date.now();
    try {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(
        primary,
      );
      samples.push({ at, lsn: lsnOf(rows[0]!.lsn) });
    } catch {
      // The primary unreachable: the replicas' freshness cannot grow; reads fail over as lag passes the limit.
    }
    const keepFrom = Date.now() - options.maxLagMs - 5_000;
    while (samples.length > 1 && samples[0]!.at < keepFrom) samples.shift();
    await Promise.all(replicas.map(pollReplica));
  };

  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    if (closed) return;
    timer = setTimeout(() => void poll().finally(loop), pollMs);
    timer.unref();
  };
  void poll().finally(loop);

  /** A replica fresh as of `at` and within the lag limit (round robin among them), or null. */
  const freshReplica = (at: number): Db | null => {
    const from = Date.now() - options.maxLagMs;
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[(next + tried) % replicas.length]!;
      const fresh = replica.freshAsOf;
      if (replica.up && fresh !== null && fresh >= from && fresh >= at) {
        next = (next + tried + 1) % replicas.length;
        return replica.db;
      }
    }
    return null;
  };
  const counted = (db: Db | null): Db => {
    if (db) served.replica++;
    else served.primary++;
    return db ?? primary;
  };

  return {
    pick: (wroteAt) => counted(freshReplica(wroteAt)),
    jobWaitMs: Math.min(10_000, Math.max(2 * pollMs, options.maxLagMs)),
    whenFresh: async (at, waitMs) => {
      const end = Date.now() + waitMs;
      let db = freshReplica(at);
      while (!db && Date.now() < end && !closed && replicas.some((r) => r.up)) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        db = freshReplica(at);
      }
      return counted(db);
    },
    replicas: () =>
      replicas.map((r) => ({
        name: r.name,
        up: r.up,
        lagSeconds: r.freshAsOf === null ? null : Math.max(0, Date.now() - r.freshAsOf) / 1000,
      })),
    served,
    poll,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await Promise.all(replicas.map((r) => r.close()));
    },
  };
}

/** The cookie that carries a browser's last write time to whichever API process answers its next read. */
const wroteCookie = 'srm_wrote';
const wroteCookieText = new RegExp(`(?:^|;\\s*)${wroteCookie}=(\\d{1,15})(?:;|$)`);

/** Where the app's lag-tolerant reads run: a replica when one is fresh enough for the caller, else the primary. */
export type Reads = {
  /** For a request: fresh as of the caller's own last write (this process's memory, or the cookie another set). */
  readonly forRequest: (request: FastifyRequest) => Db;
  /**
   * For a job on behalf of a request made at `at` (ms), e.g. an export: a replica fresh as of that moment, waited for
   * as long as a replica may lag (`jobWaitMs`; a job started at once would otherwise always find them a poll behind).
   */
  readonly asOf: (at: number) => Promise<Db>;
  readonly router: ReadRouter | null;
};

/**
 * The app's reads (`app.reads`). Without replicas every read is the primary's and nothing is added to a request.
 * With them, each request carries a write mark (platform/write-marks.ts); a request that wrote records the time
 * for its user in this process and in a cookie (HttpOnly, SameSite=Strict: only this site's pages send it back, to
 * whichever process answers), and that user's reads wait for a replica that has replayed past it. The cookie only
 * ever sends its holder's reads to the primary: forging it gains nothing.
 */
export function registerReads(app: FastifyInstance, router: ReadRouter | null): Reads {
  if (!router) {
    return { forRequest: () => app.db, asOf: async () => app.db, router: null };
  }
  const lastWrite = new Map<string, number>();
  const keyOf = (request: FastifyRequest) =>
    request.auth ? `${request.auth.orgId}:${request.auth.userId}` : null;
  const marks = new WeakMap<FastifyRequest, WriteMark>();
  app.addHook('onRequest', (request, _reply, done) => {
    const mark = { wrote: false };
    marks.set(request, mark);
    writeMarks.run(mark, done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!marks.get(request)?.wrote) return;
    const now = Date.now();
    const key = keyOf(request);
    if (key) lastWrite.set(key, now);
    reply.header('set-cookie', `${wroteCookie}=${now}; Path=/; Max-Age=60; HttpOnly; SameSite=Strict`);
  });
  // Entries older than any lag a replica may have are of no use.
  const sweep = setInterval(() => {
    const old = Date.now() - 60_000;
    for (const [key, at] of lastWrite) if (at < old) lastWrite.delete(key);
  }, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await router.close();
  });
  return {
    forRequest: (request) => {
      const key = keyOf(request);
      const own = key ? (lastWrite.get(key) ?? 0) : 0;
      const cookie = Number(wroteCookieText.exec(request.headers.cookie ?? '')?.[1] ?? 0);
      return router.pick(Math.max(own, cookie));
    },
    asOf: (at) => router.whenFresh(at, router.jobWaitMs),
    router,
  };
}
