import { KioskCreate, KioskUpdate, type Kiosk } from '@srd/contract';
import type { z } from 'zod';
import { bodyOf, changedValues, formValuesOf, type FormValues } from '../../platform/crud/entityForm';

/** The form's values: the create body's fields. */
export type KioskFormValues = z.output<typeof KioskCreate>;

const FIELDS = Object.keys(KioskCreate.shape);

/** A new kiosk: the contract's defaults, placed in `tid` when the caller has a tenant of their own. */
export function newKioskValues(tid: number | null): Partial<KioskFormValues> {
  const defaults = KioskCreate.parse({ kid: 'NEW', name: 'new', tid: 1, kioskType: 0 });
  return { ...defaults, kid: undefined, name: '', tid: tid ?? undefined };
}

/** A stored kiosk as the form edits it. */
export function toFormValues(kiosk: Kiosk): FormValues {
  return formValuesOf(kiosk, FIELDS);
}

/**
 * An edit's body: only what the user changed, and of the settings only the changed ones (the server
 * merges them), so that a setting someone else changed meanwhile is not set back.
 */
export function editBody(initial: FormValues, values: FormValues): Partial<KioskUpdate> {
  const { settings, ...changed } = changedValues(initial, values);
  const body = bodyOf(KioskUpdate, changed) as Partial<KioskUpdate>;
  if (settings) body.settings = changedValues(initial.settings as FormValues, settings as FormValues);
  return body;
}
