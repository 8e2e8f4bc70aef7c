import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CommandAck, DeviceAlert, DeviceCommand, errorCatalogue, ErrorCode, errorMessage, Heartbeat, Kiosk, KioskCreate, KioskPage, KioskPageRequest,
  KioskSecret, KioskWithSecret, LoginInput, LoginResult, MaterialTypeOption, RecycleTransaction, RecycleTransactionResult, Tenant, TenantCreate,
  TenantPage, type DeviceAlertResult,
} from '@srd/contract';
import { z } from 'zod';

/**
 * A stand-in for the server in the simulator's tests, answering the calls the simulator makes as the
 * server does (same envelopes, codes and contract shapes): sign-in, tenant list, materials, kiosk list,
 * create, secret rotation, and the device API with its checks (HTTP Basic per kiosk, heartbeat clock
 * and replay, known materials and alert types, exactly once per transaction uuid, command delivery and
 * acknowledgement). It records what it got, serves queued commands, and can drop a transaction's
 * connection before or after applying it, which a real server cannot be made to do on cue.
 */

export const PEER_PASSWORD = 'Peer-Pass#1';
const STAFF_TOKEN = 'staff-token';
const FUTURE_LIMIT_MS = 5 * 60_000;
const AGE_LIMIT_MS = 24 * 3_600_000;

const stamp = { creUser: 1, creDttm: '2026-01-05T00:00:00.000Z', lupdUser: 1, lupdDttm: '2026-01-05T00:00:00.000Z' };
/** The one tenant the staff account reaches; not id 1, so a test sees the simulator used the listed one. */
export const PEER_TENANT = Tenant.parse({
  ...TenantCreate.parse({ name: 'Peer Recycling Ltd', nameCht: '對等回收', nameChs: '对等回收', status: 1 }),
  id: 7, shortName: null, logo: null, effectiveDate: null, expiryDate: null, subdomain: null, connectionString: null,
  sysClientName: null, sysClientNameCht: null, sysClientNameChs: null, ...stamp,
});

const MATERIALS = z.array(MaterialTypeOption).parse([
  { id: 1, value: 1, label: 'PET bottle', code: 'PET', kioskType: 0, unit: 'piece', pointsPerUnit: 10, status: 1 },
  { id: 2, value: 2, label: 'HDPE', code: 'HDPE', kioskType: 0, unit: 'piece', pointsPerUnit: 8, status: 0 },
  { id: 3, value: 3, label: 'Paper', code: 'PAPER', kioskType: 1, unit: 'kg', pointsPerUnit: 15, status: 1 },
  { id: 4, value: 4, label: 'Food waste', code: 'FOOD_WASTE', kioskType: 2, unit: 'kg', pointsPerUnit: 10, status: 1 },
]);
/** The alert type catalogue: the codes a kiosk may raise. */
const ALERT_TYPES = new Set(['BELT_JAM', 'DOOR_OPEN', 'CAMERA_FAULT', 'SPRAY_LOW']);

interface PeerKiosk {
  row: Kiosk;
  secret: string;
  lastSentAtMs: number;
}

interface QueuedCommand {
  id: number;
  kid: string;
  command: string;
  createdAt: string;
  status: 'pending' | 'delivered' | 'acknowledged';
}

export interface Received<T> {
  kid: string;
  body: T;
  /** Milliseconds since the peer started. */
  at: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const success = (data?: unknown): Answer => ({ status: 200, body: { code: 200, message: 'success', data: data ?? null } });

/** A refusal as the server's error handler writes it, in English (no `lang` header). */
function refusal(code: ErrorCode, values?: Record<string, string>, data?: unknown): Answer {
  return { status: errorCatalogue[code].http, body: { code, message: errorMessage(code, 'en_US', values), ...(data === undefined ? {} : { data }) } };
}

export async function startPeer() {
  const started = Date.now();
  const kiosks = new Map<string, PeerKiosk>();
  const commands: QueuedCommand[] = [];
  const activeAlarms = new Map<string, number>();
  const record = {
    heartbeats: [] as Received<Heartbeat>[],
    /** Every transaction attempt, applied or not. */
    transactionAttempts: [] as Received<RecycleTransaction>[],
    /** Applied transactions: uuid to KID and transaction id. */
    applied: new Map<string, { kid: string; transactionId: number }>(),
    alerts: [] as Received<DeviceAlert>[],
    acks: [] as Received<CommandAck & { id: number }>[],
    created: [] as KioskCreate[],
    rotated: [] as number[],
    /** Requests refused for their credentials, and bodies the contract refused. */
    unauthorized: 0,
    invalid: [] as string[],
  };
  /** Transactions (1-based, in order of their uuid's first arrival) whose first attempt's connection is dropped before, or after, applying. */
  const drop = { beforeApply: new Set<number>(), afterApply: new Set<number>() };
  const uuidsInOrder: string[] = [];
  let nextKioskId = 1;
  let nextCommandId = 1;
  let nextAlarmId = 1;

  function deviceKiosk(request: http.IncomingMessage): PeerKiosk | undefined {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return undefined;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const kiosk = kiosks.get(decoded.slice(0, colon).toUpperCase());
    return kiosk && kiosk.secret === decoded.slice(colon + 1) ? kiosk : undefined;
  }

  /** The body read with the route's schema; a body the schema refuses is recorded and answered 400. */
  function read<S extends z.ZodType>(schema: S, body: unknown, path: string): { value: z.infer<S> } | { answer: Answer } {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { value: parsed.data };
    record.invalid.push(`${path}: ${parsed.error.message}`);
    return { answer: { status: 400, body: { code: 400, message: `invalid fields: ${parsed.error.message}` } } };
  }

  function heartbeat(kiosk: PeerKiosk, body: unknown, at: number): Answer {
    const parsed = read(Heartbeat, body, 'heartbeat');
    if ('answer' in parsed) return parsed.answer;
    const sentAtMs = Date.parse(parsed.value.sentAt);
    const now = Date.now();
    if (sentAtMs > now + FUTURE_LIMIT_MS) return refusal(ErrorCode.HeartbeatInFuture);
    if (sentAtMs < now - AGE_LIMIT_MS) return refusal(ErrorCode.HeartbeatTooOld);
    if (sentAtMs <= kiosk.lastSentAtMs) return refusal(ErrorCode.HeartbeatReplay);
    kiosk.lastSentAtMs = sentAtMs;
    record.heartbeats.push({ kid: kiosk.row.kid, body: parsed.value, at });
    return success();
  }

  /** Applies a transaction once per uuid; `dropBefore`/`dropAfter`: this attempt's connection goes before, or after, applying it. */
  function transaction(kiosk: PeerKiosk, transaction: RecycleTransaction): { answer: Answer; dropBefore: boolean; dropAfter: boolean } {
    const firstAttempt = !uuidsInOrder.includes(transaction.uuid);
    if (firstAttempt) uuidsInOrder.push(transaction.uuid);
    const ordinal = uuidsInOrder.indexOf(transaction.uuid) + 1;
    const dropBefore = firstAttempt && drop.beforeApply.has(ordinal);
    const dropAfter = firstAttempt && drop.afterApply.has(ordinal);
    const unknown = [...new Set(transaction.items.map((item) => item.material.toUpperCase()))].filter((code) => !MATERIALS.some((material) => material.code === code));
    if (unknown.length) return { answer: refusal(ErrorCode.UnknownMaterial, { materials: unknown.join(', ') }), dropBefore, dropAfter: false };
    if (dropBefore) return { answer: success(), dropBefore, dropAfter };
    const recorded = record.applied.get(transaction.uuid);
    if (recorded) {
      return { answer: refusal(ErrorCode.TransactionReplay, undefined, recorded.kid === kiosk.row.kid ? { transactionId: recorded.transactionId } : undefined), dropBefore, dropAfter: false };
    }
    const transactionId = record.applied.size + 1;
    record.applied.set(transaction.uuid, { kid: kiosk.row.kid, transactionId });
    const sum = (of: (item: RecycleTransaction['items'][number]) => number) => transaction.items.reduce((total, item) => total + of(item), 0);
    const result = RecycleTransactionResult.parse({
      transactionId, totalCount: sum((item) => item.count), totalWeightKg: Math.round(sum((item) => item.weightKg) * 1000) / 1000, totalPoints: sum((item) => item.points),
    });
    return { answer: success(result), dropBefore, dropAfter };
  }

  function alert(kiosk: PeerKiosk, body: unknown, at: number): Answer {
    const parsed = read(DeviceAlert, body, 'alert');
    if ('answer' in parsed) return parsed.answer;
    const { type, active } = parsed.value;
    if (!ALERT_TYPES.has(type.toUpperCase())) return refusal(ErrorCode.UnknownAlertType, { type });
    record.alerts.push({ kid: kiosk.row.kid, body: parsed.value, at });
    const key = `${kiosk.row.kid}/${type.toUpperCase()}`;
    const current = activeAlarms.get(key) ?? null;
    let result: DeviceAlertResult = { alarmId: current, changed: false };
    if (active && current === null) {
      result = { alarmId: nextAlarmId++, changed: true };
      activeAlarms.set(key, result.alarmId!);
    } else if (!active && current !== null) {
      result = { alarmId: current, changed: true };
      activeAlarms.delete(key);
    }
    return success(result);
  }

  function pendingCommands(kiosk: PeerKiosk): Answer {
    const pending = commands.filter((command) => command.kid === kiosk.row.kid && command.status === 'pending');
    for (const command of pending) command.status = 'delivered';
    return success(z.array(DeviceCommand).parse(pending.map(({ id, command, createdAt }) => ({ id, command, params: {}, remark: null, createdAt }))));
  }

  function acknowledge(kiosk: PeerKiosk, id: number, body: unknown, at: number): Answer {
    const parsed = read(CommandAck, body, 'ack');
    if ('answer' in parsed) return parsed.answer;
    const command = commands.find((queued) => queued.id === id && queued.kid === kiosk.row.kid);
    if (!command) return refusal(ErrorCode.CommandNotFound);
    if (command.status === 'acknowledged') return refusal(ErrorCode.CommandAlreadyAcknowledged);
    if (command.status === 'pending') return refusal(ErrorCode.CommandNotDelivered);
    command.status = 'acknowledged';
    record.acks.push({ kid: kiosk.row.kid, body: { ...parsed.value, id }, at });
    return success();
  }

  function createKiosk(body: unknown): Answer {
    const parsed = read(KioskCreate, body, 'kiosk');
    if ('answer' in parsed) return parsed.answer;
    const fields = parsed.value;
    if (kiosks.has(fields.kid)) return refusal(ErrorCode.KidTaken);
    if (fields.tid !== PEER_TENANT.id) return refusal(ErrorCode.OutOfScope);
    record.created.push(fields);
    const row = Kiosk.parse({
      ...fields, id: nextKioskId++, version: null, firmware: null, extVersion: null, fixedVersion: null, barcodeDate: null,
      secretIssuedAt: new Date().toISOString(), live: null, tenantName: PEER_TENANT.name, tenantNameCht: PEER_TENANT.nameCht, tenantNameChs: PEER_TENANT.nameChs, ...stamp,
    });
    const secret = randomBytes(16).toString('hex');
    kiosks.set(row.kid, { row, secret, lastSentAtMs: 0 });
    return success(KioskWithSecret.parse({ ...row, secret }));
  }

  function listKiosks(body: unknown): Answer {
    const parsed = read(KioskPageRequest, body, 'kiosk list');
    if ('answer' in parsed) return parsed.answer;
    const { page, pageSize, keyword = '' } = parsed.value;
    const matches = (text: string) => text.toLowerCase().includes(keyword.toLowerCase());
    const rows = [...kiosks.values()].map((kiosk) => kiosk.row).filter((row) => matches(row.kid) || matches(row.name));
    const size = pageSize === -1 ? rows.length : pageSize;
    return success(KioskPage.parse({ rows: rows.slice((page - 1) * size, page * size), total: rows.length, estimated: false }));
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = request.url ?? '';
    const at = Date.now() - started;
    const send = ({ status, body: answer }: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer));
    };

    if (path.startsWith('/api/device/')) {
      const kiosk = deviceKiosk(request);
      if (!kiosk) {
        record.unauthorized++;
        return send(refusal(ErrorCode.DeviceAuthFailed));
      }
      if (path === '/api/device/heartbeat') return send(heartbeat(kiosk, body, at));
      if (path === '/api/device/transaction') {
        const parsed = read(RecycleTransaction, body, 'transaction');
        if ('answer' in parsed) return send(parsed.answer);
        record.transactionAttempts.push({ kid: kiosk.row.kid, body: parsed.value, at });
        const outcome = transaction(kiosk, parsed.value);
        if (outcome.dropBefore || outcome.dropAfter) return void request.socket.destroy();
        return send(outcome.answer);
      }
      if (path === '/api/device/alert') return send(alert(kiosk, body, at));
      if (path === '/api/device/commands' && request.method === 'GET') return send(pendingCommands(kiosk));
      const ackPath = /^\/api\/device\/command\/(\d+)\/ack$/.exec(path);
      if (ackPath) return send(acknowledge(kiosk, Number(ackPath[1]), body, at));
      return send({ status: 404, body: { code: 404, message: `Route ${request.method}:${path} not found` } });
    }

    if (path === '/api/auth/login') {
      const parsed = read(LoginInput, body, 'login');
      if ('answer' in parsed) return send(parsed.answer);
      if (parsed.value.userName !== 'admin' || parsed.value.password !== PEER_PASSWORD) return send(refusal(ErrorCode.LoginFailed));
      return send(success(LoginResult.parse({ accessToken: STAFF_TOKEN, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), idleMinutes: 120, mustChangePassword: false })));
    }
    if (request.headers.authorization !== `Bearer ${STAFF_TOKEN}`) return send(refusal(ErrorCode.InvalidToken));
    if (path === '/api/kioskMaterialType/getSelectList') return send(success(MATERIALS));
    if (path === '/api/tenants/list') return send(success(TenantPage.parse({ rows: [PEER_TENANT], total: 1, estimated: false })));
    if (path === '/api/kiosk/list') return send(listKiosks(body));
    if (path === '/api/kiosk' && request.method === 'POST') return send(createKiosk(body));
    const rotate = /^\/api\/kiosk\/rotateSecret\/(\d+)$/.exec(path);
    if (rotate) {
      const kiosk = [...kiosks.values()].find((candidate) => candidate.row.id === Number(rotate[1]));
      if (!kiosk) return send(refusal(ErrorCode.OutOfScope));
      kiosk.secret = randomBytes(16).toString('hex');
      record.rotated.push(kiosk.row.id);
      return send(success(KioskSecret.parse({ kid: kiosk.row.kid, secret: kiosk.secret })));
    }
    return send({ status: 404, body: { code: 404, message: `Route ${request.method}:${path} not found` } });
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: 500, message: error.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    record,
    drop,
    /** Queues a command for a kiosk; returns its id. */
    queue(kid: string, command: string): number {
      const id = nextCommandId++;
      commands.push({ id, kid, command, createdAt: new Date().toISOString(), status: 'pending' });
      return id;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export type Peer = Awaited<ReturnType<typeof startPeer>>;
