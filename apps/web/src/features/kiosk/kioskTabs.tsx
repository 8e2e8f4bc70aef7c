import type { ReactNode } from 'react';
import {
  activityHistoryActions,
  kioskAlertActions,
  kioskHeartbeatsActions,
  kioskLogActions,
  ResourceType,
  sysAuditLogActions,
  type ActionRef,
  type Kiosk,
} from '@srd/contract';
import { HistoryTab } from '../../platform/crud/HistoryTab';
import {
  KioskActivityTab,
  KioskAlarmsTab,
  KioskCommandsTab,
  KioskHeartbeatsTab,
  KioskLiveTab,
} from '../kioskOps/KioskTabs';
import { DevicePanel } from './DevicePanel';
import { KioskSettingsTab } from './KioskSettingsTab';
import { useKioskValueLabel } from './useKioskValueLabel';

/** One tab of the Kiosk screen. */
export interface KioskTab {
  key: string;
  /** Text key of its label, with its namespace when not `kiosk`; default `tabs.<key>`. */
  label?: string;
  /** Shown to holders of this action only. */
  action?: ActionRef;
  /** The tab of a new kiosk (only the settings are, until it is saved). */
  forNew?: boolean;
  /** `kiosk` is null only for a tab `forNew`. */
  render(kiosk: Kiosk | null): ReactNode;
}

/** The history tab, in the kiosk texts' words for its values. */
function KioskHistory({ id }: { id: number }) {
  return (
    <HistoryTab resTypeId={ResourceType.Kiosk} recordId={id} namespace="kiosk" valueLabel={useKioskValueLabel()} />
  );
}

/** The Kiosk screen's tabs in their order; the operations tabs come from the kioskOps feature. */
export const KIOSK_TABS: KioskTab[] = [
  { key: 'settings', forNew: true, render: (kiosk) => <KioskSettingsTab kiosk={kiosk} /> },
  {
    key: 'live',
    label: 'kioskOps:live.title',
    action: kioskHeartbeatsActions.view,
    render: (kiosk) => <KioskLiveTab kioskId={kiosk!.id} />,
  },
  {
    key: 'heartbeats',
    label: 'kioskOps:tabs.heartbeats',
    action: kioskHeartbeatsActions.view,
    render: (kiosk) => <KioskHeartbeatsTab kioskId={kiosk!.id} />,
  },
  {
    key: 'alarms',
    label: 'kioskOps:tabs.alarms',
    action: kioskAlertActions.view,
    render: (kiosk) => <KioskAlarmsTab kioskId={kiosk!.id} />,
  },
  {
    key: 'commands',
    label: 'kioskOps:tabs.commands',
    action: kioskLogActions.view,
    render: (kiosk) => <KioskCommandsTab kioskId={kiosk!.id} />,
  },
  {
    key: 'activity',
    label: 'kioskOps:tabs.activity',
    action: activityHistoryActions.view,
    render: (kiosk) => <KioskActivityTab kioskId={kiosk!.id} />,
  },
  { key: 'device', render: (kiosk) => <DevicePanel kiosk={kiosk!} /> },
  { key: 'history', action: sysAuditLogActions.view, render: (kiosk) => <KioskHistory id={kiosk!.id} /> },
];
