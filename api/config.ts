import path from 'node:path'
import { z } from 'zod'
import { isPostgresUrl, SQLITE_SYNCHRONOUS, type SqliteSynchronous } from './db/connection.ts'
import { isProxyEntry } from './http/trusted-proxy.ts'

/**
 * The longest a sign-in waits for the partner mall: its answer, or the outage message, reaches the
 * member within 5 seconds with room for the club's own work (decision 136).
 */
export const PARTNER_TIMEOUT_MAX_MS = 4000

const list = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().refine(isPostgresUrl, 'DATABASE_URL is a postgres:// URL').optional(),
  FILES_DIR: z.string().optional(),
  SQLITE_SYNCHRONOUS: z.enum(SQLITE_SYNCHRONOUS).default('normal'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BASE_PATH: z
    .string()
    .default('/')
    .refine((p) => p.startsWith('/') && p.endsWith('/'), 'BASE_PATH must start and end with /'),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CORS_ORIGINS: list,
  TRUST_PROXY: list.refine((entries) => entries.every(isProxyEntry), 'TRUST_PROXY takes IP addresses, CIDR ranges (10.0.0.0/8) or loopback'),
  LOG_LEVEL: z.enum(['info', 'error', 'silent']).default('info'),
  WEB_DIST: z.string().default('./web/dist'),
  PUBLIC_URL: z.url().optional(),
  LINK_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Baby Club <no-reply@localhost>'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  VISION_API_KEY: z.string().min(1).optional(),
  VISION_API_URL: z.url().default('https://vision.googleapis.com/v1/images:annotate'),
  VISION_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2500),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT is a mailto: or https: address').optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).optional(),
  PARTNER_API_URL: z.url().optional(),
  PARTNER_CLIENT_ID: z.string().min(1).optional(),
  PARTNER_CLIENT_SECRET: z.string().min(1).optional(),
  PARTNER_SIGNING_SECRET: z.string().min(32).optional(),
  PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(PARTNER_TIMEOUT_MAX_MS).default(PARTNER_TIMEOUT_MAX_MS),
})
  // Push is on with all three, off with none; a part of it is a mistake to stop at.
  .refine((e) => new Set([e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].map((v) => v === undefined)).size === 1, {
    message: 'set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together, or none of them',
    path: ['VAPID_PUBLIC_KEY'],
  })
  // Social sign-in likewise: all four, or none (the button is then hidden).
  .refine((e) => new Set([e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET, e.OIDC_PROVIDER_NAME].map((v) => v === undefined)).size === 1, {
    message: 'set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_PROVIDER_NAME together, or none of them',
    path: ['OIDC_ISSUER'],
  })
  // The partner's sign-on and its provisioning go together: half a partner is a mistake to stop at.
  .refine((e) => new Set([e.PARTNER_API_URL, e.PARTNER_CLIENT_ID, e.PARTNER_CLIENT_SECRET, e.PARTNER_SIGNING_SECRET].map((v) => v === undefined)).size === 1, {
    message: 'set PARTNER_API_URL, PARTNER_CLIENT_ID, PARTNER_CLIENT_SECRET and PARTNER_SIGNING_SECRET together, or none of them',
    path: ['PARTNER_API_URL'],
  })

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL']

/** Everything the API reads from its environment, read once at start and passed down. */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL (`postgres://...`) shared by every instance; unset, SQLite in the data directory. */
  databaseUrl: string | undefined
  /** Uploaded and generated files; every instance on one PostgreSQL must share it. Default `DATA_DIR/files`. */
  filesDir: string
  /** Whether FILES_DIR was given, rather than defaulting into this machine's data directory. */
  filesDirSet: boolean
  sqliteSynchronous: SqliteSynchronous
  /** PostgreSQL connections one instance keeps open at most. */
  databasePoolSize: number
  /** `{base}`: where the web app is served, with leading and trailing slash. */
  basePath: string
  /** `{api_root}`: `{base}api`, without a trailing slash. */
  apiRoot: string
  adminUsername: string
  adminPassword: string | undefined
  corsOrigins: string[]
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: addresses, CIDR ranges or `loopback`. */
  trustProxy: string[]
  logLevel: LogLevel
  webDist: string
  /**
   * Origin that links in emails point at, e.g. https://club.example. Unset, each link takes the
   * origin of the request that caused its email (http/trusted-proxy.ts), which anyone can bend by
   * sending another Host: a deployment sets it.
   */
  publicUrl: string | undefined
  /** Signs email links; generated and kept in the data directory when unset. */
  linkSecret: string | undefined
  /** Email goes by SMTP when set, SMS by the webhook when set; otherwise both go to outbox.jsonl. */
  smtpUrl: string | undefined
  mailFrom: string
  smsWebhookUrl: string | undefined
  /** How long an SMS may take before the member is told it could not be sent. */
  smsTimeoutMs: number
  /** Cloud text detection (Google Vision TEXT_DETECTION), used when a key is set. */
  vision: { key: string | undefined; url: string; timeoutMs: number }
  /** Web Push's VAPID keys and contact (`mailto:` or `https:`); no notifications when unset. */
  push: { publicKey: string; privateKey: string; subject: string } | undefined
  /** The OpenID Connect provider members may sign up and in with; none when unset. `providerName` labels the button. */
  oidc: OidcConfig | undefined
  /** The partner mall's sign-on (decisions 136-138); unset, no partner path at all. */
  partner: PartnerConfig | undefined
}

export interface OidcConfig {
  issuer: string
  clientId: string
  clientSecret: string
  providerName: string
}

export interface PartnerConfig {
  /** The partner's API, whose `POST /members/verify` checks a partner email and password. */
  apiUrl: string
  clientId: string
  clientSecret: string
  /** Signs the partner's provisioning requests (HMAC-SHA256). */
  signingSecret: string
  timeoutMs: number
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    filesDirSet: e.FILES_DIR !== undefined,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    basePath: e.BASE_PATH,
    apiRoot: `${e.BASE_PATH}api`,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    linkSecret: e.LINK_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    smsTimeoutMs: e.SMS_TIMEOUT_MS,
    vision: { key: e.VISION_API_KEY, url: e.VISION_API_URL, timeoutMs: e.VISION_TIMEOUT_MS },
    push: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_PROVIDER_NAME
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, providerName: e.OIDC_PROVIDER_NAME }
        : undefined,
    partner:
      e.PARTNER_API_URL && e.PARTNER_CLIENT_ID && e.PARTNER_CLIENT_SECRET && e.PARTNER_SIGNING_SECRET
        ? { apiUrl: e.PARTNER_API_URL.replace(/\/$/, ''), clientId: e.PARTNER_CLIENT_ID, clientSecret: e.PARTNER_CLIENT_SECRET, signingSecret: e.PARTNER_SIGNING_SECRET, timeoutMs: e.PARTNER_TIMEOUT_MS }
        : undefined,
  }
}
