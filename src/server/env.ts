import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { StorageConfig } from './lib/storage/storage.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  /** PostgreSQL connections of this instance, and how long a request waits for one (then 503). */
  databasePool: { size: number; waitMs: number }
  publicUrl: string
  /** False when PUBLIC_URL is unset and links name localhost (printed next to the setup link). */
  publicUrlSet: boolean
  appSecret: string
  smtpUrl?: string
  mailFrom: string
  /** A scraper's bearer token for GET /api/metrics (admins may read it anyway); unset, none is. */
  metricsToken?: string
  demo: boolean
  /** Where the built web app lives; the API runs without it. */
  webDir: string
  /** Uploaded files: DATA_DIR/documents, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig
  /** Backups (docs/decisions/043-backups.md): the folder (BACKUP_DIR, default DATA_DIR/backups), how many days they are kept. */
  backups: { dir: string; keepDays: number }
  jobs: JobsConfig
  /** Abuse limits of sign-in, sign-up and password reset (docs/decisions/010-sign-in-throttling.md). */
  limits: LimitsConfig
  /** The card payment provider: keys from the environment (else from the admin's gateway settings). */
  stripe: StripeConfig
}

export const DEFAULT_DATABASE_POOL = { size: 10, waitMs: 5000 }

export interface StripeConfig {
  secretKey?: string
  publishableKey?: string
  webhookSecret?: string
  /** Another API address than the provider's (a local fake in tests), e.g. http://127.0.0.1:4010. */
  apiBase?: string
}

export interface LimitsConfig {
  /** Failed sign-ins of one account (from anywhere) in 15 minutes before a captcha is asked for. */
  loginCaptchaAfter: number
  /** Failed sign-ins from one address (any account) in 15 minutes before it is asked for a captcha. */
  loginAddressCaptchaAfter: number
  /** Failed sign-ins of one account from one address before each next try waits, doubling from 1 s. */
  loginDelayAfter: number
  /** Sign-ups from one address in an hour. */
  registrationsPerHour: number
  /** Password reset requests per account, and per address, in an hour. */
  resetsPerAccountPerHour: number
  resetsPerAddressPerHour: number
}

export const DEFAULT_LIMITS: LimitsConfig = {
  loginCaptchaAfter: 5,
  loginAddressCaptchaAfter: 20,
  loginDelayAfter: 5,
  registrationsPerHour: 20,
  resetsPerAccountPerHour: 3,
  resetsPerAddressPerHour: 10,
}

export interface JobsConfig {
  /** The queue's tables live in this schema (pg-boss). */
  schema: string
  /** A job running longer than this (e.g. its process died) is retried. */
  expireSeconds: number
  /** How often expired jobs are looked for. */
  maintenanceSeconds: number
  /** Worker threads reading documents (PDF, OCR, spreadsheets). */
  extractionThreads: number
  /**
   * How long OCR may take on a photo once an engine starts on it, on a job's first try (each retry
   * gets this much more). Past it the job is tried again later, the photo is not blamed.
   */
  ocrTimeoutMs: number
}

/** Reads configuration from the environment only; the secret is generated once into DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const host = env.HOST || '0.0.0.0'
  const demo = env.RIGLEDGER_DEMO === '1'
  // The demo seeds accounts whose passwords the landing page shows: it never opens the real data.
  const dataDir = path.resolve((demo ? env.DEMO_DATA_DIR || './data-demo' : env.DATA_DIR) || './data')
  const databaseUrl = (demo ? env.DEMO_DATABASE_URL : env.DATABASE_URL) || undefined
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePool: {
      size: positiveInt(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL.size),
      waitMs: positiveInt(env, 'DATABASE_POOL_WAIT_MS', DEFAULT_DATABASE_POOL.waitMs),
    },
    publicUrl,
    publicUrlSet: Boolean(env.PUBLIC_URL),
    appSecret: env.APP_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'RigLedger <no-reply@rigledger.local>',
    metricsToken: env.METRICS_TOKEN || undefined,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: env.STRIPE_API_BASE || undefined,
    },
    demo,
    webDir: path.resolve(env.WEB_DIR || 'dist/web'),
    storage: storageConfig(env, dataDir),
    backups: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
      keepDays: positiveInt(env, 'BACKUP_KEEP_DAYS', 14),
    },
    jobs: {
      schema: env.JOBS_SCHEMA || 'pgboss',
      expireSeconds: positiveInt(env, 'JOBS_EXPIRE_SECONDS', 300),
      maintenanceSeconds: positiveInt(env, 'JOBS_MAINTENANCE_SECONDS', 60),
      extractionThreads: positiveInt(env, 'EXTRACTION_THREADS', 1),
      ocrTimeoutMs: positiveInt(env, 'OCR_TIMEOUT_SECONDS', 60) * 1000,
    },
    limits: {
      loginCaptchaAfter: positiveInt(env, 'LOGIN_CAPTCHA_AFTER', DEFAULT_LIMITS.loginCaptchaAfter),
      loginAddressCaptchaAfter: positiveInt(
        env,
        'LOGIN_ADDRESS_CAPTCHA_AFTER',
        DEFAULT_LIMITS.loginAddressCaptchaAfter,
      ),
      loginDelayAfter: positiveInt(env, 'LOGIN_DELAY_AFTER', DEFAULT_LIMITS.loginDelayAfter),
      registrationsPerHour: positiveInt(env, 'REGISTRATIONS_PER_HOUR', DEFAULT_LIMITS.registrationsPerHour),
      resetsPerAccountPerHour: positiveInt(
        env,
        'RESETS_PER_ACCOUNT_PER_HOUR',
        DEFAULT_LIMITS.resetsPerAccountPerHour,
      ),
      resetsPerAddressPerHour: positiveInt(
        env,
        'RESETS_PER_ADDRESS_PER_HOUR',
        DEFAULT_LIMITS.resetsPerAddressPerHour,
      ),
    },
  }
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got ${raw}`)
  return value
}

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'documents') }
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name])
  if (missing.length > 0) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`)
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
