import { AUDIO_LANGS, DISPLAY_LANGS } from '@srd/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { addressBuilding, addressEstate } from '../address/tables.js';
import { integer, pick, seededRng } from '../fleet-demo/model/random.js';
import { merchant, shop, tenant } from '../organisation/tables.js';
import { adminCard, member, memberCard, memberOctopus } from './tables.js';

/**
 * About 2,000 members of the demo tenants, each living in a building of one of its tenant's estates, drawn from one
 * seeded generator so every new database has the same ones.
 *
 * The numbers follow patterns the demo fleet (or anyone) can name without asking the database, for member `n`
 * (1-based, in id order within the tenant) of tenant `t`:
 * - membership number `M{t}{n:6}`, e.g. `M1000042`;
 * - a member card for every member but each tenth: `852{t:2}{n:6}` (11 digits, e.g. `85201000042`), or for each
 *   fifth member `8520{t:2}{n:10}` (16 digits, e.g. `8520010000000045`);
 * - an Octopus number for each seventh member, `{3 + n % 6}{t:2}{n:5}` (8 digits) with the check digit the sum of the
 *   prefix's digits mod 10; each 21st also has a second, `9{t:2}{n:6}` (9 digits), disabled on each 42nd with a
 *   reason.
 */
export const DEMO_MEMBER_COUNTS: Record<string, number> = { 'City Recycling': 1200, 'Science Park Campus': 800 };

const SURNAMES = ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Ng', 'Leung', 'Tang', 'Yip', 'Lam', 'Tsang'];
const SURNAMES_ZH = ['陳', '黃', '李', '張', '劉', '何', '吳', '梁', '鄧', '葉', '林', '曾'];
const GIVEN = ['Tai Man', 'Siu Ming', 'Ka Yan', 'Wing Sze', 'Chi Keung', 'Mei Ling', 'Ho Yin', 'Hoi Ching', 'Kin Wai'];
const GIVEN_ZH = ['大文', '小明', '嘉欣', '詠詩', '志強', '美玲', '浩賢', '凱晴', '建偉'];
const REASONS = ['Card reported lost', 'Card replaced by the member', 'Card damaged'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const demoMembershipNo = (tid: number, n: number) => `M${tid}${pad(n, 6)}`;
export const demoCardNo = (tid: number, n: number) =>
  n % 5 === 0 ? `8520${pad(tid, 2)}${pad(n, 10)}` : `852${pad(tid, 2)}${pad(n, 6)}`;
const checkDigit = (prefix: string) => String([...prefix].reduce((sum, digit) => sum + Number(digit), 0) % 10);
const demoOctopusPrefix = (tid: number, n: number) => `${3 + (n % 6)}${pad(tid, 2)}${pad(n, 5)}`;
/** The first Octopus number of member `n` (each seventh has one), as a kiosk reads it: prefix and check digit. */
export const demoOctopusNo = (tid: number, n: number) => {
  const prefix = demoOctopusPrefix(tid, n);
  return `${prefix}${checkDigit(prefix)}`;
};

export async function seedDemoMembers(tx: Tx): Promise<void> {
  const tenants = await tx
    .select({ id: tenant.id, name: tenant.name })
    .from(tenant)
    .where(inArray(tenant.name, Object.keys(DEMO_MEMBER_COUNTS)))
    .orderBy(asc(tenant.id));
  const rng = seededRng(15_015);
  const start = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2026, 0, 1) - start;
  for (const owner of tenants) {
    const homes = await tx
      .select({ estateId: addressEstate.id, buildingId: addressBuilding.id })
      .from(addressBuilding)
      .innerJoin(addressEstate, eq(addressEstate.id, addressBuilding.estateId))
      .where(eq(addressEstate.tid, owner.id))
      .orderBy(asc(addressBuilding.id));
    const count = DEMO_MEMBER_COUNTS[owner.name] ?? 0;
    const rows = Array.from({ length: count }, (_, index) => {
      const n = index + 1;
      const chinese = rng.next() < 0.4;
      const surname = integer(rng, 0, SURNAMES.length - 1);
      const given = integer(rng, 0, GIVEN.length - 1);
      const home = homes.length ? pick(rng, homes) : null;
      return {
        tid: owner.id,
        membershipNo: demoMembershipNo(owner.id, n),
        name: chinese ? `${SURNAMES_ZH[surname]}${GIVEN_ZH[given]}` : `${SURNAMES[surname]} ${GIVEN[given]}`,
        mobile: rng.next() < 0.85 ? `${pick(rng, ['5', '6', '9'])}${pad(integer(rng, 0, 9_999_999), 7)}` : null,
        email: rng.next() < 0.3 ? `member${owner.id}.${n}@example.com` : null,
        estateId: home?.estateId ?? null,
        buildingId: home?.buildingId ?? null,
        audioLang: pick(rng, AUDIO_LANGS).alias,
        displayLang: pick(rng, DISPLAY_LANGS).alias,
        status: n % 97 === 0 ? 0 : 1,
        registeredAt: new Date(start + Math.floor(rng.next() * span)),
      };
    });
    const ids: number[] = [];
    for (let at = 0; at < rows.length; at += 500) {
      const created = await tx
        .insert(member)
        .values(rows.slice(at, at + 500))
        .returning({ id: member.id });
      ids.push(...created.map((row) => row.id));
    }
    const cards = ids.flatMap((memberId, index) =>
      (index + 1) % 10 === 0 ? [] : [{ tid: owner.id, memberId, cardNo: demoCardNo(owner.id, index + 1) }],
    );
    for (let at = 0; at < cards.length; at += 1000) await tx.insert(memberCard).values(cards.slice(at, at + 1000));
    const octopus = ids.flatMap((memberId, index) => {
      const n = index + 1;
      if (n % 7 !== 0) return [];
      const first = demoOctopusPrefix(owner.id, n);
      const numbers = [{ tid: owner.id, memberId, prefix: first, suffix: checkDigit(first) }];
      if (n % 21 === 0) {
        const second = `9${pad(owner.id, 2)}${pad(n, 6)}`;
        const disabled = n % 42 === 0;
        numbers.push({
          tid: owner.id,
          memberId,
          prefix: second,
          suffix: checkDigit(second),
          ...(disabled ? { status: 0, disabledReason: pick(rng, REASONS) } : {}),
        });
      }
      return numbers;
    });
    if (octopus.length) await tx.insert(memberOctopus).values(octopus);

    const [firstShop] = await tx
      .select({ mid: shop.mid, sid: shop.id })
      .from(shop)
      .innerJoin(merchant, eq(merchant.id, shop.mid))
      .where(eq(shop.tid, owner.id))
      .orderBy(asc(shop.id))
      .limit(1);
    await tx.insert(adminCard).values([
      {
        tid: owner.id,
        cardNo: `A${pad(owner.id, 2)}0001`,
        holderName: 'Estate caretaker',
        remarks: 'Opens the kiosks',
      },
      { tid: owner.id, cardNo: `A${pad(owner.id, 2)}0002`, holderName: 'Collection team', status: 1 },
      ...(firstShop
        ? [
            {
              tid: owner.id,
              mid: firstShop.mid,
              sid: firstShop.sid,
              cardNo: `A${pad(owner.id, 2)}0003`,
              holderName: 'Shop staff',
            },
          ]
        : []),
    ]);
  }
  await tx
    .insert(adminCard)
    .values({ cardNo: 'A000001', holderName: 'Field engineer', remarks: 'Services every kiosk' });
}
