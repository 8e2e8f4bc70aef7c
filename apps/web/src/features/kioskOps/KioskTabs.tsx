import { ActivityTable } from './ActivityTable';
import { AlarmTable } from './AlarmTable';
import { CommandTable } from './CommandTable';
import { HeartbeatTable } from './HeartbeatTable';
import { useLocalListState } from './useLocalListState';

/**
 * The kiosk detail page's tabs, each for one kiosk by id, each list paged on its own. The page loads
 * the `kioskOps`, `kiosk`, `alertType` and `crud` texts (see the screens' registry entries).
 */
export function KioskHeartbeatsTab({ kioskId }: { kioskId: number }) {
  const [state, setState] = useLocalListState();
  return <HeartbeatTable id="kioskHeartbeatsTab" kioskId={kioskId} state={state} onStateChange={setState} />;
}

export function KioskAlarmsTab({ kioskId }: { kioskId: number }) {
  const [state, setState] = useLocalListState();
  return <AlarmTable id="kioskAlarmsTab" kioskId={kioskId} state={state} onStateChange={setState} />;
}

export function KioskCommandsTab({ kioskId }: { kioskId: number }) {
  const [state, setState] = useLocalListState();
  return <CommandTable id="kioskCommandsTab" kioskId={kioskId} state={state} onStateChange={setState} />;
}

export function KioskActivityTab({ kioskId }: { kioskId: number }) {
  const [state, setState] = useLocalListState();
  return <ActivityTable id="kioskActivityTab" kioskId={kioskId} state={state} onStateChange={setState} />;
}

export { KioskLiveTab } from './KioskLiveTab';
