import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Seller, sellerFromEnv } from './seller.ts';
import { type S3Config, s3FromEnv } from './storage/s3-config.ts';

export interface Config {
  port: number;
  host: string;
  /** postgres://… for a real server; undefined means embedded PGlite. */
  databaseUrl?: string;
  /** Where PGlite keeps its files and uploads land. `memory://` keeps PGlite in memory (tests). */
  dataDir: string;
  /** With `memory://`: a `dumpDataDir` image to start from instead of an empty cluster (tests: migrated once). */
  memoryImage?: Blob;
  /** Where uploaded files are kept; default `<dataDir>/uploads`, a temporary folder with `memory://`. */
  uploadsDir?: string;
  /** `STORAGE=s3`: uploads live in this S3-compatible bucket instead of `uploadsDir`. */
  s3?: S3Config;
  /** Built web app to serve; undefined serves the API only. */
  webDir?: string;
  shopUrl: string;
  /** IANA zone the shop works in: forms and lists show its wall clock, the database keeps UTC. */
  shopTimeZone: string;
  tokenTtlSeconds: number;
  /** A session unused this long ends (ASVS 5.0 §7.3.1); `TOKEN_TTL` bounds it whatever its use. */
  sessionIdleSeconds?: number;
  admin: { email: string; name: string; password?: string };
  logLevel: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** `LOG_FORMAT`: `pretty` short lines for a terminal, `json` for a collector; default by whether stdout is a terminal. */
  logFormat?: 'pretty' | 'json';
  trustProxy: boolean;
  /**
   * A certificate and its key (PEM): the server then speaks HTTPS, HTTP/2 to browsers (one connection
   * carries every script of a screen) and HTTP/1.1 to the rest. Left out, plain HTTP/1.1 (behind a proxy).
   */
  tls?: { cert: Buffer; key: Buffer };
  /**
   * What main.ts writes into an empty shop on start: `demo` a catalogue structure to try the back
   * office on, `none` nothing. Left out (tests build their Config), nothing is seeded.
   */
  seed?: 'demo' | 'none';
  /**
   * `PUBLIC_URL`: the address people reach the back office at, which links in e-mails start from;
   * left out, `http://HOST:PORT` (localhost for a wildcard host).
   */
  publicUrl?: string;
  /** `SMTP_URL`: mail goes out through this server; left out, letters are printed to the console. */
  smtpUrl?: string;
  /** `MAIL_FROM`: the sender of the letters. */
  mailFrom?: string;
  /** The shop's requisites on invoices (seller.ts: SELLER_* variables); left out, the demo shop's. */
  seller?: Seller;
  /** Mail delivery's retry timings (mail/deliver.ts defaults) and where console letters go (tests read them). */
  mail?: { retryBaseMs?: number; maxAttempts?: number; print?: (text: string) => void };
  /** The job runner's timings (runner.ts defaults); tests shorten them to see a crashed job reclaimed. */
  jobs?: { pollMs?: number; heartbeatMs?: number; staleMs?: number };
  /** Partner sync's timings (modules/foxy-link/sync.ts defaults): a partner's answer time, retries. */
  foxyLink?: { timeoutMs?: number; retryBaseMs?: number; maxAttempts?: number; batchSize?: number };
}

// the same from this file (apps/server/src) and from the built main.js (apps/server/dist)
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const defaultConfig: Config = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: path.join(repoRoot, 'data'),
  webDir: path.join(repoRoot, 'apps/web/dist'),
  shopUrl: 'https://kramar.example',
  shopTimeZone: 'Europe/Kyiv',
  tokenTtlSeconds: 7 * 24 * 3600,
  sessionIdleSeconds: 8 * 3600,
  admin: { email: 'admin@kramar.local', name: 'Власник' },
  logLevel: 'info',
  trustProxy: false,
  seed: 'demo',
};

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function timeZone(value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  try {
    // the zone as given: ICU may canonicalise Europe/Kyiv to the older Europe/Kiev
    new Intl.DateTimeFormat('en', { timeZone: value.trim() });
    return value.trim();
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be an IANA time zone such as Europe/Kyiv, got "${value}"`);
  }
}

function seed(value: string | undefined, fallback: Config['seed']): Config['seed'] {
  if (value === undefined || value.trim() === '') return fallback;
  const wanted = value.trim().toLowerCase();
  if (wanted === 'demo' || wanted === 'none') return wanted;
  throw new Error(`SEED must be demo or none, got "${value}"`);
}

function publicUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = URL.parse(value.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://admin.shop.ua, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Where links in letters point when PUBLIC_URL is not set: the address the server listens on. */
export function publicUrlOf(config: Pick<Config, 'publicUrl' | 'host' | 'port' | 'tls'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `${config.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

function logFormat(value: string | undefined, terminal: boolean): Config['logFormat'] {
  if (value === undefined || value.trim() === '') return terminal ? 'pretty' : 'json';
  const wanted = value.trim().toLowerCase();
  if (wanted === 'pretty' || wanted === 'json') return wanted;
  throw new Error(`LOG_FORMAT must be pretty or json, got "${value}"`);
}

function tls(certFile: string | undefined, keyFile: string | undefined): Config['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  const read = (file: string, name: string) => {
    try {
      return readFileSync(path.resolve(file));
    } catch (err) {
      throw new Error(`${name} cannot be read: ${(err as Error).message}`);
    }
  };
  return { cert: read(certFile, 'TLS_CERT_FILE'), key: read(keyFile, 'TLS_KEY_FILE') };
}

/** Reads the environment; main.ts is the only caller, tests build a Config directly. */
export function configFromEnv(env: NodeJS.ProcessEnv): Config {
  return {
    port: int(env.PORT, defaultConfig.port, 'PORT'),
    host: env.HOST || defaultConfig.host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultConfig.dataDir,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : undefined,
    s3: s3FromEnv(env),
    webDir: defaultConfig.webDir,
    shopUrl: env.SHOP_URL || defaultConfig.shopUrl,
    shopTimeZone: timeZone(env.SHOP_TIME_ZONE, defaultConfig.shopTimeZone),
    tokenTtlSeconds: int(env.TOKEN_TTL, defaultConfig.tokenTtlSeconds, 'TOKEN_TTL'),
    sessionIdleSeconds: int(env.SESSION_IDLE_TIMEOUT, defaultConfig.sessionIdleSeconds ?? 0, 'SESSION_IDLE_TIMEOUT'),
    admin: {
      email: env.ADMIN_EMAIL || defaultConfig.admin.email,
      name: env.ADMIN_NAME || defaultConfig.admin.name,
      password: env.ADMIN_PASSWORD || undefined,
    },
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    logFormat: logFormat(env.LOG_FORMAT, process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    tls: tls(env.TLS_CERT_FILE || undefined, env.TLS_KEY_FILE || undefined),
    seed: seed(env.SEED, defaultConfig.seed),
    publicUrl: publicUrl(env.PUBLIC_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    seller: sellerFromEnv(env),
    jobs: jobTimings(env.JOB_STALE_SECONDS),
  };
}

/**
 * `JOB_STALE_SECONDS`: how long a running job's heartbeat may be silent before another instance
 * takes it over (default 30); the heartbeat is written four times as often, at most every 5 s.
 */
function jobTimings(value: string | undefined): Config['jobs'] {
  if (value === undefined || value === '') return undefined;
  const staleMs = int(value, 30, 'JOB_STALE_SECONDS') * 1000;
  return { staleMs, heartbeatMs: Math.min(5000, staleMs / 4) };
}
