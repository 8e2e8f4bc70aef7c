import { useSyncExternalStore } from 'react';
import type { LiveFeedAddress } from '@srd/contract';
import { request } from '../../../platform/api';
import { LiveFleetFeed, type FleetView } from './liveFleet';

const websocketUrl = (address: string) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${address}`;

/** The tab's one connection to the live feed. */
const liveFleet = new LiveFleetFeed({
  // quiet: a failed connect is only logged; the screens show the connection state.
  address: async () => (await request<LiveFeedAddress>('GET', '/kiosk/liveFeedAddress', { quiet: true })).url,
  open: (address) => new WebSocket(websocketUrl(address)),
});

/**
 * The kiosks of the user's scope with their live state, by kiosk id, and the connection state; every
 * screen using it shares one socket. Needs the kiosk view action.
 */
export function useLiveFleet(): FleetView {
  return useSyncExternalStore(liveFleet.subscribe, liveFleet.getView);
}
