import { useSyncExternalStore } from 'react';

export type Device = 'desktop' | 'mobile';

/** SPEC 4 and 9: mobile when the body width minus 1 is below 992 px. */
const MOBILE_BELOW = 992;

function measure(): Device {
  return document.body.getBoundingClientRect().width - 1 < MOBILE_BELOW ? 'mobile' : 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, measure);
}
