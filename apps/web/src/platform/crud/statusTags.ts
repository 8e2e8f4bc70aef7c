/** antd Tag colours for the SPEC's tag types (primary, success, warning, danger, info). */
export type TagColor = 'processing' | 'success' | 'warning' | 'error' | 'default' | 'cyan';

export interface StatusStyle {
  color: TagColor;
  /** Key under `status.` in the crud texts. */
  text: string;
}

export type StatusPalette = Readonly<Record<number, StatusStyle>>;

/** Gift, program and other entities (SPEC 4): 0 Disable, 1 Active, 2 Draft, 3 Pending, 5 Expired. */
export const ENTITY_STATUS: StatusPalette = {
  0: { color: 'warning', text: 'disable' },
  1: { color: 'success', text: 'active' },
  2: { color: 'error', text: 'draft' },
  3: { color: 'processing', text: 'pending' },
  5: { color: 'default', text: 'expired' },
};

/** Admin users (UserStatus): 2 waits for activation, 3 must change the password first. */
export const USER_STATUS: StatusPalette = {
  0: { color: 'warning', text: 'disabled' },
  1: { color: 'success', text: 'active' },
  2: { color: 'processing', text: 'pendingActivation' },
  3: { color: 'cyan', text: 'mustChangePassword' },
};

/** Entities that are only switched on or off (OnOffStatus): 0 disabled, 1 active. */
export const ON_OFF_STATUS: StatusPalette = { 0: USER_STATUS[0]!, 1: USER_STATUS[1]! };

export function statusStyle(status: number, palette: StatusPalette = ENTITY_STATUS): StatusStyle | undefined {
  return Object.hasOwn(palette, status) ? palette[status] : undefined;
}
