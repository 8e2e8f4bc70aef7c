import { liveStatusOf, type KioskLiveState, type KioskLiveStatus, type LiveKiosk } from '@srd/contract';

/** The feed's row as `liveStatusOf` reads it: none before the first heartbeat. */
export function liveStateOf(kiosk: LiveKiosk): KioskLiveState | null {
  return kiosk.state === null ? null : { state: kiosk.state, online: kiosk.online, manualDown: kiosk.manualDown };
}

/** How many kiosks show each status. */
export function countByStatus(kiosks: Iterable<LiveKiosk>): Map<KioskLiveStatus, number> {
  const counts = new Map<KioskLiveStatus, number>();
  for (const kiosk of kiosks) {
    const status = liveStatusOf(liveStateOf(kiosk));
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return counts;
}
