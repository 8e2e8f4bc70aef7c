import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@srd/contract';

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  adminPassword?: string;
  /** Seed demo data on a new database; default on for a new embedded database. */
  demoData?: boolean;
  /**
   * Keep the demo kiosks reporting (modules/fleet-demo/live-demo.ts) when the database has them (`DEMO_FLEET`, default
   * on).
   */
  demoFleet: boolean;
  /** Seconds between two heartbeats of each demo kiosk (`DEMO_FLEET_SECONDS`). */
  demoFleetSeconds: number;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends, whatever the activity. */
  sessionMaxHours: number;
  /**
   * Proxies whose X-Forwarded-For names the client (Fastify's trustProxy: `true`, or addresses and
   * CIDR ranges); without it every client behind a proxy shares the proxy's address.
   */
  trustProxy: boolean | string;
  /** Sign-in attempts allowed per client address per minute, on top of the per-account lockout. */
  loginRatePerMinute: number;
  /** Folder of the built web app; served at `/` when it exists. */
  webDist?: string;
  logLevel: string;
  /** Log every request and its answer (Fastify's request logging). */
  logRequests: boolean;
  /** SMTP server for e-mails (`smtp://user:pass@host:587`, `smtps://...`); unset: e-mails are written to the log. */
  smtpUrl?: string;
  /** Sender of e-mails. */
  mailFrom: string;
  /** Address of the web app as users reach it: the base of links in e-mails. */
  publicUrl: string;
  /** Hours an invitation link stays valid. */
  inviteHours: number;
  /** Address template of the map tiles (`{z}/{x}/{y}`); unset: OpenStreetMap's. */
  mapTileUrl?: string;
  /**
   * Key of the tenants' connection strings (AES-256-GCM): 32 bytes as 64 hex digits or base64; unset:
   * derived from the application's secret (modules/tenant/secret-box.ts).
   */
  tenantSecretKey?: string;
  /** Largest file an upload may carry, in bytes (`UPLOAD_MAX_MB`). */
  uploadMaxBytes: number;
  /**
   * Key signing the live feed's addresses: 32 bytes as 64 hex digits or base64; unset: a random key
   * generated once and kept in the database, shared by every instance (platform/secrets).
   */
  appSecret?: string;
  /**
   * Work the background jobs and fire their schedules on this instance (`JOBS`, default on); off, it still
   * queues runs for the instances that work them.
   */
  jobs: boolean;
  /** Seconds between two sweeps of the kiosk watch: overdue heartbeats mark kiosks offline, old commands expire. */
  offlineSweepSeconds: number;
  /** Minutes a queued kiosk command waits to be fetched before it expires. */
  commandExpireMinutes: number;
  /** Nightly backups of the embedded database kept in `DATA_DIR/backups` (`BACKUP_KEEP`); older ones are deleted. */
  backupKeep: number;
  /** Days of kiosk heartbeat history kept; older heartbeats are deleted by an hourly sweep. */
  heartbeatRetentionDays: number;
  /** Days of rejection records kept (the RejectionAlert screen's history); older ones are deleted nightly. */
  rejectionRetentionDays: number;
  /** SMS through Twilio's Messages API; unset (no TWILIO_ACCOUNT_SID): SMS are written to the log. */
  twilio?: TwilioConfig;
  /** WhatsApp through the WhatsApp Business Cloud API; unset (no WHATSAPP_TOKEN): written to the log. */
  whatsapp?: WhatsappConfig;
  /**
   * Seconds an instance may take to hand a claimed message to its provider (`OUTBOX_LEASE_SECONDS`); past that it is
   * taken to have died and the message is sent again, under the same idempotency key.
   */
  outboxLeaseSeconds: number;
  /** The Environmental Protection Department's endpoint for recycling data (`EPD_URL`); unset: nothing is pushed. */
  epd?: EpdConfig;
  /** Cathay Pacific's Asia Miles endpoint: conversions are requested there, and its answers signed with the key. */
  asiaMiles?: EpdConfig;
  /**
   * Hosts a webhook may reach although they are internal addresses (`WEBHOOK_PRIVATE_HOSTS`, comma-separated): a
   * tenant's system on the same network as the server. Any other internal address is refused.
   */
  webhookPrivateHosts: string[];
  /** The Octopus card operator's SFTP server (`OCTOPUS_SFTP_HOST`); unset: the settlement job exchanges nothing. */
  octopusSftp?: OctopusSftpConfig;
}

export interface OctopusSftpConfig {
  host: string;
  port: number;
  username: string;
  /** One of the two: a password, or the path of a private key file (OpenSSH or PEM). */
  password?: string;
  privateKeyPath?: string;
  /** The server's host key as `ssh-keygen -l` prints it (`SHA256:<base64>`): any other key is refused. */
  hostKeySha256: string;
}

export interface EpdConfig {
  url: string;
  /** Signs each request, as a tenant's webhook secret does. */
  key: string;
}

export interface TwilioConfig {
  accountSid: string;
  /** Signs the API calls and Twilio's status callbacks. */
  authToken: string;
  /** Sender: a phone number in E.164, or a Messaging Service SID (`MG...`). */
  from: string;
  /** Base of the API (`TWILIO_API_URL`); tests point it at a local peer. */
  apiUrl: string;
}

export interface WhatsappConfig {
  /** Bearer token of the system user that sends. */
  token: string;
  phoneNumberId: string;
  /** Signs the status webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** The token Meta repeats when it checks the webhook's address. */
  verifyToken: string;
  /** Base of the Graph API with its version (`WHATSAPP_API_URL`); tests point it at a local peer. */
  apiUrl: string;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

/** A provider's settings when its first variable is set; every other one it needs must then be set too. */
function provider<T>(env: NodeJS.ProcessEnv, names: Record<keyof T, string>, defaults: Partial<T> = {}): T | undefined {
  const entries = Object.entries(names) as [keyof T & string, string][];
  if (!env[entries[0]![1]]) return undefined;
  const missing = entries.filter(([key, name]) => !env[name] && defaults[key] === undefined).map(([, name]) => name);
  if (missing.length > 0) throw new Error(`${entries[0]![1]} is set, so ${missing.join(', ')} must be set too`);
  return Object.fromEntries(entries.map(([key, name]) => [key, env[name] || defaults[key]])) as T;
}

function trustProxySetting(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return false;
  if (['true', 'false', '1', '0'].includes(value.toLowerCase())) return flag(value)!;
  return value;
}

/** An http(s) address without its trailing slashes, so links can be appended to it. */
function baseUrl(name: string, value: string): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`${name} must be an http or https address, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** The bytes of a key given as 64 hex digits or base64. */
export function keyBytes(value: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

/** A 32-byte key as 64 hex digits or base64, checked at start rather than at the first use. */
function secretKey(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (keyBytes(value).length !== 32) throw new Error(`${name} must be 32 bytes as 64 hex digits or base64`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const port = positiveNumber('PORT', env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: flag(env.DEMO_DATA),
    demoFleet: flag(env.DEMO_FLEET) ?? true,
    demoFleetSeconds: positiveNumber('DEMO_FLEET_SECONDS', env.DEMO_FLEET_SECONDS, 20),
    sessionIdleMinutes: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxHours: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    loginRatePerMinute: positiveNumber('LOGIN_RATE_PER_MINUTE', env.LOGIN_RATE_PER_MINUTE, 30),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: flag(env.LOG_REQUESTS) ?? false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Smart Recycling Dashboard <no-reply@localhost>',
    publicUrl: baseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    inviteHours: positiveNumber('INVITE_HOURS', env.INVITE_HOURS, 72),
    mapTileUrl: env.MAP_TILE_URL || undefined,
    tenantSecretKey: secretKey('TENANT_SECRET_KEY', env.TENANT_SECRET_KEY),
    uploadMaxBytes: Math.round(
      positiveNumber('UPLOAD_MAX_MB', env.UPLOAD_MAX_MB, DEFAULT_UPLOAD_MAX_BYTES / 1024 / 1024) * 1024 * 1024,
    ),
    appSecret: secretKey('APP_SECRET', env.APP_SECRET),
    jobs: flag(env.JOBS) ?? true,
    offlineSweepSeconds: positiveNumber('OFFLINE_SWEEP_SECONDS', env.OFFLINE_SWEEP_SECONDS, 15),
    commandExpireMinutes: positiveNumber('COMMAND_EXPIRE_MINUTES', env.COMMAND_EXPIRE_MINUTES, 60),
    backupKeep: Math.round(positiveNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7)),
    heartbeatRetentionDays: positiveNumber('HEARTBEAT_RETENTION_DAYS', env.HEARTBEAT_RETENTION_DAYS, 90),
    rejectionRetentionDays: positiveNumber('REJECTION_RETENTION_DAYS', env.REJECTION_RETENTION_DAYS, 365),
    twilio: provider<TwilioConfig>(
      env,
      {
        accountSid: 'TWILIO_ACCOUNT_SID',
        authToken: 'TWILIO_AUTH_TOKEN',
        from: 'TWILIO_FROM',
        apiUrl: 'TWILIO_API_URL',
      },
      { apiUrl: 'https://api.twilio.com' },
    ),
    whatsapp: provider<WhatsappConfig>(
      env,
      {
        token: 'WHATSAPP_TOKEN',
        phoneNumberId: 'WHATSAPP_PHONE_NUMBER_ID',
        appSecret: 'WHATSAPP_APP_SECRET',
        verifyToken: 'WHATSAPP_VERIFY_TOKEN',
        apiUrl: 'WHATSAPP_API_URL',
      },
      { apiUrl: 'https://graph.facebook.com/v21.0' },
    ),
    outboxLeaseSeconds: positiveNumber('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, 120),
    epd: provider<EpdConfig>(env, { url: 'EPD_URL', key: 'EPD_KEY' }),
    asiaMiles: provider<EpdConfig>(env, { url: 'ASIA_MILES_URL', key: 'ASIA_MILES_KEY' }),
    webhookPrivateHosts: (env.WEBHOOK_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    octopusSftp: octopusSftpSettings(env),
  };
}

function octopusSftpSettings(env: NodeJS.ProcessEnv): OctopusSftpConfig | undefined {
  const set = provider<Omit<OctopusSftpConfig, 'port' | 'password' | 'privateKeyPath'>>(env, {
    host: 'OCTOPUS_SFTP_HOST',
    username: 'OCTOPUS_SFTP_USER',
    hostKeySha256: 'OCTOPUS_SFTP_HOST_KEY',
  });
  if (!set) return undefined;
  const password = env.OCTOPUS_SFTP_PASSWORD || undefined;
  const privateKeyPath = env.OCTOPUS_SFTP_KEY_PATH ? path.resolve(env.OCTOPUS_SFTP_KEY_PATH) : undefined;
  if (!password === !privateKeyPath)
    throw new Error('OCTOPUS_SFTP_HOST is set, so set one of OCTOPUS_SFTP_PASSWORD and OCTOPUS_SFTP_KEY_PATH');
  if (!/^SHA256:[A-Za-z0-9+/]{43}=?$/.test(set.hostKeySha256))
    throw new Error('OCTOPUS_SFTP_HOST_KEY must be the fingerprint ssh-keygen -l prints, SHA256:<base64>');
  const port = Math.round(positiveNumber('OCTOPUS_SFTP_PORT', env.OCTOPUS_SFTP_PORT, 22));
  return { ...set, port, password, privateKeyPath };
}
