import type { AdminUser } from '@srd/contract';
import { useLang } from '../../platform/i18n';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { placementText } from '../../platform/resources/resourceOptions';

/** `City Recycling / Fresh Mart`: where a user sits, from the cached option list of each level (no call per row). */
export function PlacementText({ user: { tid, mid, sid } }: { user: Pick<AdminUser, 'tid' | 'mid' | 'sid'> }) {
  const lang = useLang();
  const tenants = useResourceOptions(tid === null ? null : 'Tenant');
  const merchants = useResourceOptions(mid === null ? null : 'Merchant');
  const shops = useResourceOptions(sid === null ? null : 'Shop');
  return placementText(
    [
      { id: tid, options: tenants },
      { id: mid, options: merchants },
      { id: sid, options: shops },
    ],
    lang,
  );
}
