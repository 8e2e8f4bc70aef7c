import { actionByKey, type ActionRef } from '@srd/contract';

/** The kiosk screens' view action, declared by the menu catalogue: the live feed serves whoever holds it. */
export const kioskView: ActionRef = actionByKey('kiosk:view')!;
