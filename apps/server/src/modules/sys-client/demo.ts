import { isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { sysClient } from '../organisation/tables.js';

/** Contact details for the demo operator the organisation seeds, and a second client not yet running tenants. */
export async function seedDemoSysClients(tx: Tx): Promise<void> {
  await tx
    .update(sysClient)
    .set({
      contactPerson: 'Mandy Chan',
      contactEmail: 'ops@greenloop.example',
      phone: '+852 2345 6789',
      remarks: 'Runs the city and campus tenants',
    })
    .where(isNull(sysClient.contactPerson));
  await tx.insert(sysClient).values({
    name: 'Harbour Clean Partners',
    nameCht: '海港潔淨夥伴',
    nameChs: '海港洁净伙伴',
    status: 0,
    contactPerson: 'Kelvin Lau',
    contactEmail: 'kelvin.lau@harbourclean.example',
    phone: '+852 3111 2222',
    remarks: 'Onboarding: no tenant yet',
  });
}
