import {
  envelope,
  ErrorEnvelope,
  KioskPage,
  KioskSecret,
  KioskWithSecret,
  LoginResult,
  MaterialTypeOption,
  TenantPage,
  type Kiosk,
  type KioskCreate,
  type KioskPageRequest,
  type LoginInput,
  type TenantPageRequest,
} from '@srd/contract';
import { z } from 'zod';
import type { KioskKind, SimMaterial } from '../../apps/server/src/modules/fleet-demo/model/kiosk-model.js';
import { seededRng, uniform } from '../../apps/server/src/modules/fleet-demo/model/random.js';
import type { HttpSender, KioskCredentials } from '../../apps/server/src/modules/fleet-demo/device-client.js';

/**
 * What the simulator does as staff: sign in, read the material catalogue, create its kiosks or rotate their secrets.
 */

export interface SimKioskSpec {
  kid: string;
  kioskType: KioskKind;
}

export interface ProvisionedKiosk extends KioskCredentials {
  id: number;
  kioskType: KioskKind;
}

const KID_PREFIX: Record<KioskKind, string> = { 0: 'SIM-RVM', 1: 'SIM-SC', 2: 'SIM-BIN' };
export const SIM_KID_PREFIX = 'SIM-';

/** The simulator's kiosks, spread over the three types: SIM-RVM-0001, SIM-SC-0001, SIM-BIN-0001, SIM-RVM-0002, ... */
export function simKioskSpecs(count: number): SimKioskSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const kioskType = (index % 3) as KioskKind;
    return { kid: `${KID_PREFIX[kioskType]}-${String(Math.floor(index / 3) + 1).padStart(4, '0')}`, kioskType };
  });
}

const LIST_PAGE_SIZE = 500;

export function staffClient(sender: HttpSender) {
  let token = '';
  /** The answer's data, read with the route's contract schema; any other answer throws with the server's message. */
  async function call<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const answer = await sender.send(method, path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
    if (answer.status === 200) return schema.parse(envelope(z.unknown()).parse(answer.body).data);
    const refusal = ErrorEnvelope.safeParse(answer.body);
    const message = refusal.success
      ? `${refusal.data.code} ${refusal.data.message}`
      : String(answer.body).slice(0, 200);
    throw new Error(`${method} ${path} answered ${answer.status}: ${message}`);
  }

  return {
    async login(userName: string, password: string): Promise<void> {
      token = (await call(LoginResult, 'POST', '/api/auth/login', { userName, password } satisfies LoginInput))
        .accessToken;
    },
    /** The enabled materials with their points. */
    async materials(): Promise<SimMaterial[]> {
      const options = await call(z.array(MaterialTypeOption), 'GET', '/api/kioskMaterialType/getSelectList');
      return options
        .filter((option) => option.status === 1)
        .map(({ code, kioskType, unit, pointsPerUnit }) => ({ code, kioskType, unit, pointsPerUnit }));
    },
    /** The first tenant in the caller's reach, where new kiosks go unless told otherwise. */
    async firstTenantId(): Promise<number> {
      const { rows } = await call(TenantPage, 'POST', '/api/tenants/list', {
        page: 1,
        pageSize: 1,
      } satisfies Partial<TenantPageRequest>);
      if (!rows[0]) throw new Error('no tenant to place the kiosks in: create one, or pass --tenant');
      return rows[0].id;
    },
    /** Kiosks whose KID starts with SIM-. */
    async simKiosks(): Promise<Kiosk[]> {
      const found: Kiosk[] = [];
      for (let page = 1; ; page++) {
        const { rows } = await call(KioskPage, 'POST', '/api/kiosk/list', {
          page,
          pageSize: LIST_PAGE_SIZE,
          keyword: SIM_KID_PREFIX,
        } satisfies Partial<KioskPageRequest>);
        found.push(...rows.filter((row) => row.kid.startsWith(SIM_KID_PREFIX)));
        if (rows.length < LIST_PAGE_SIZE) return found;
      }
    },
    /** Creates a kiosk; the answer carries its secret, the only time it is shown. */
    async create(spec: SimKioskSpec, tid: number): Promise<ProvisionedKiosk> {
      const created = await call(KioskWithSecret, 'POST', '/api/kiosk', kioskFields(spec, tid));
      return { id: created.id, kid: created.kid, secret: created.secret, kioskType: spec.kioskType };
    },
    async rotateSecret(id: number): Promise<KioskCredentials> {
      const { kid, secret } = await call(KioskSecret, 'POST', `/api/kiosk/rotateSecret/${id}`);
      return { kid, secret };
    },
  };
}

export type StaffClient = ReturnType<typeof staffClient>;

/** Each kiosk type's name in English, traditional and simplified Chinese. */
const TYPE_NAMES: Record<KioskKind, [string, string, string]> = {
  0: ['RVM', '回收機', '回收机'],
  1: ['Smart Classify', '智能分類機', '智能分类机'],
  2: ['TODI Bin', 'TODI 智能桶', 'TODI 智能桶'],
};

/**
 * A new simulated kiosk: its KID, type, tenant, names in the three languages and a place in Hong Kong, so the fleet map
 * shows it.
 */
function kioskFields(spec: SimKioskSpec, tid: number): z.input<typeof KioskCreate> {
  const rng = seededRng(Number(spec.kid.replace(/\D/g, '')) * 3 + spec.kioskType);
  const [en, cht, chs] = TYPE_NAMES[spec.kioskType];
  const number = spec.kid.slice(-4);
  return {
    kid: spec.kid,
    kioskType: spec.kioskType,
    tid,
    name: `Simulated ${en} ${number}`,
    nameCht: `模擬${cht} ${number}`,
    nameChs: `模拟${chs} ${number}`,
    address: 'Simulated kiosk',
    addressCht: '模擬設備',
    addressChs: '模拟设备',
    lat: uniform(rng, 22.28, 22.42),
    lon: uniform(rng, 113.98, 114.24),
  };
}

/** Runs `work` on every item, at most `limit` at a time. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The simulator's `count` kiosks with fresh secrets: those that exist get their secret rotated, the
 * others are created once, in tenant `tid` or else the first tenant the staff account reaches.
 */
export async function provisionKiosks(
  staff: StaffClient,
  count: number,
  tid: number | undefined,
  concurrency: number,
): Promise<ProvisionedKiosk[]> {
  const wanted = simKioskSpecs(count);
  const existing = new Map((await staff.simKiosks()).map((row) => [row.kid.toUpperCase(), row]));
  const missing = wanted.filter((spec) => !existing.has(spec.kid));
  let created: ProvisionedKiosk[] = [];
  if (missing.length) {
    const tenant = tid ?? (await staff.firstTenantId());
    created = await eachLimited(missing, concurrency, (spec) => staff.create(spec, tenant));
  }
  const rotated = await eachLimited(
    wanted.filter((spec) => existing.has(spec.kid)),
    concurrency,
    async (spec) => {
      const row = existing.get(spec.kid)!;
      return { id: row.id, kioskType: spec.kioskType, ...(await staff.rotateSecret(row.id)) };
    },
  );
  const byKid = new Map([...created, ...rotated].map((kiosk) => [kiosk.kid.toUpperCase(), kiosk]));
  return wanted.map((spec) => byKid.get(spec.kid)).filter((kiosk): kiosk is ProvisionedKiosk => kiosk !== undefined);
}
