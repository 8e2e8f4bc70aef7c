import { asc, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { kiosk } from '../kiosk/tables.js';
import { kioskGroup, kioskGroupMember } from './tables.js';

const FLEET_NAMES: Record<number, { name: string; nameCht: string; nameChs: string }> = {
  0: { name: 'RVM fleet', nameCht: '回收機群組', nameChs: '回收机群组' },
  1: { name: 'Smart Classify fleet', nameCht: '智能分類機群組', nameChs: '智能分类机群组' },
  2: { name: 'TODI Bin fleet', nameCht: '智能桶群組', nameChs: '智能桶群组' },
};

/** One group per tenant and kiosk type holding that tenant's kiosks of the type, from the kiosks there are. */
export async function seedDemoKioskGroups(tx: Tx): Promise<void> {
  const kiosks = await tx
    .select({ id: kiosk.id, tid: kiosk.tid, kioskType: kiosk.kioskType })
    .from(kiosk)
    .where(isNotNull(kiosk.tid))
    .orderBy(asc(kiosk.kid));
  const fleets = new Map<string, typeof kiosks>();
  for (const machine of kiosks) {
    const key = `${machine.tid}:${machine.kioskType}`;
    fleets.set(key, [...(fleets.get(key) ?? []), machine]);
  }
  for (const members of fleets.values()) {
    const { tid, kioskType } = members[0]!;
    const names = FLEET_NAMES[kioskType] ?? { name: `Type ${kioskType} fleet`, nameCht: '', nameChs: '' };
    const [group] = await tx
      .insert(kioskGroup)
      .values({ tid: tid!, kioskType, ...names })
      .returning();
    await tx.insert(kioskGroupMember).values(members.map((member) => ({ groupId: group!.id, kioskId: member.id })));
  }
}
