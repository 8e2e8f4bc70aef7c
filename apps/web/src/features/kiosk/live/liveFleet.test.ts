import type { LiveKiosk } from '@srd/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMessage, LiveFleetFeed, type FeedSocket } from './liveFleet';

const kioskRow = (kioskId: number, seq: number, state: 0 | 1 | 2 = 0): LiveKiosk => ({
  kioskId,
  kid: `K-${kioskId}`,
  tid: 1,
  kioskType: 0,
  name: `Kiosk ${kioskId}`,
  nameCht: '',
  nameChs: '',
  lat: 22.3,
  lon: 114.1,
  state,
  online: true,
  manualDown: false,
  lastHeartbeatAt: '2026-05-01T10:00:00.000Z',
  bins: [],
  errorCodes: [],
  seq,
});

class FakeSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onerror: FeedSocket['onerror'] = null;
  onclose: FeedSocket['onclose'] = null;
  closed = false;
  constructor(readonly address: string) {}
  close() {
    this.closed = true;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

function setup(addresses: (() => Promise<string>)[] = []) {
  const sockets: FakeSocket[] = [];
  let calls = 0;
  const feed = new LiveFleetFeed({
    address: () => (addresses[calls++] ?? (() => Promise.resolve(`/ws?n=${calls}`)))(),
    open: (address) => {
      const socket = new FakeSocket(address);
      sockets.push(socket);
      return socket;
    },
  });
  return { feed, sockets, addressCalls: () => calls };
}

describe('applyMessage', () => {
  it('replaces everything with a snapshot and keeps the newer state of each kiosk on updates', () => {
    const held = applyMessage(new Map(), { type: 'snapshot', kiosks: [kioskRow(1, 5), kioskRow(2, 6)] });
    const next = applyMessage(held, { type: 'update', kiosks: [kioskRow(1, 7, 2), kioskRow(2, 3, 1)] });
    expect(next.get(1)).toMatchObject({ seq: 7, state: 2 });
    expect(next.get(2)).toMatchObject({ seq: 6, state: 0 });
    expect([...applyMessage(next, { type: 'snapshot', kiosks: [kioskRow(3, 1)] }).keys()]).toEqual([3]);
  });
});

describe('live fleet feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens one socket for every subscriber and shows what it sends', async () => {
    const { feed, sockets } = setup();
    const first = vi.fn();
    feed.subscribe(first);
    feed.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(feed.getView().status).toBe('connecting');
    sockets[0]!.onopen?.({} as Event);
    sockets[0]!.receive({ type: 'snapshot', kiosks: [kioskRow(1, 1)] });
    sockets[0]!.receive({ type: 'update', kiosks: [kioskRow(1, 2, 2)] });
    expect(feed.getView()).toMatchObject({ status: 'live' });
    expect(feed.getView().kiosks.get(1)?.state).toBe(2);
    expect(first).toHaveBeenCalled();
  });

  it('reconnects with a new address 4 s after a close or a failed address, logging only to the console', async () => {
    const { feed, sockets, addressCalls } = setup([
      () => Promise.resolve('/ws?n=1'),
      () => Promise.reject(new Error('offline')),
    ]);
    feed.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onclose?.({ code: 1006, reason: '' } as CloseEvent);
    expect(feed.getView().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(addressCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    // The second address failed: another 4 s, then a third address and socket.
    expect(addressCalls()).toBe(2);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(addressCalls()).toBe(3);
    expect(sockets[1]!.address).toBe('/ws?n=3');
    expect(console.warn).toHaveBeenCalled();
  });

  it('closes the socket a while after the last subscriber left, and stops reconnecting', async () => {
    const { feed, sockets, addressCalls } = setup();
    const leave = feed.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    leave();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets[0]!.closed).toBe(false);
    // Back within the delay: the same socket.
    const leaveAgain = feed.subscribe(() => {});
    leaveAgain();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.closed).toBe(true);
    sockets[0]!.onclose?.({ code: 1005, reason: '' } as CloseEvent);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(addressCalls()).toBe(1);
  });
});
