import { LIVE_RECONNECT_MS, LiveFeedMessage, type LiveKiosk } from '@srd/contract';

export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting';

/** What screens see of the live fleet: each kiosk of the user's scope by id, and whether the feed is live. */
export interface FleetView {
  kiosks: ReadonlyMap<number, LiveKiosk>;
  status: ConnectionStatus;
}

/** The part of a browser WebSocket the feed uses. */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(): void;
}

export interface FeedTransport {
  /** A freshly signed address of the feed (`/ws?...`). */
  address(): Promise<string>;
  open(address: string): FeedSocket;
}

/** After the last screen leaves, the socket stays this long, so moving between live screens does not reconnect. */
const LINGER_MS = 10_000;

/** A snapshot replaces every kiosk; an update replaces the kiosks it names, unless what is held is newer. */
export function applyMessage(kiosks: ReadonlyMap<number, LiveKiosk>, message: LiveFeedMessage): Map<number, LiveKiosk> {
  if (message.type === 'snapshot') return new Map(message.kiosks.map((row) => [row.kioskId, row]));
  const next = new Map(kiosks);
  for (const row of message.kiosks) if ((next.get(row.kioskId)?.seq ?? -1) < row.seq) next.set(row.kioskId, row);
  return next;
}

/**
 * One connection to the live feed shared by every screen of the tab: opened by the first subscriber,
 * reopened with a new address 4 s after a failure or close (SPEC 7), closed a little after the last
 * subscriber left. Connect errors go to the console only; screens show the connection state instead.
 */
export class LiveFleetFeed {
  private view: FleetView = { kiosks: new Map(), status: 'connecting' };
  private readonly listeners = new Set<() => void>();
  private socket?: FeedSocket;
  private retry?: ReturnType<typeof setTimeout>;
  private linger?: ReturnType<typeof setTimeout>;
  /** Counts connections, so events of a replaced one are ignored. */
  private generation = 0;
  private active = false;

  constructor(private readonly transport: FeedTransport) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    clearTimeout(this.linger);
    if (!this.active) {
      this.active = true;
      void this.connect();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.disconnect(), LINGER_MS);
    };
  };

  readonly getView = (): FleetView => this.view;

  private update(change: Partial<FleetView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let address: string;
    try {
      address = await this.transport.address();
    } catch (error) {
      console.warn('Live feed: no address, retrying in 4 s', error);
      this.reconnectLater(generation);
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.transport.open(address);
    this.socket = socket;
    socket.onopen = () => generation === this.generation && this.update({ status: 'live' });
    socket.onmessage = (event) => {
      if (generation !== this.generation) return;
      const parsed = LiveFeedMessage.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) this.update({ kiosks: applyMessage(this.view.kiosks, parsed.data), status: 'live' });
      else console.warn('Live feed: unexpected message', parsed.error);
    };
    socket.onerror = (event) => console.warn('Live feed: connection error', event);
    socket.onclose = (event) => {
      if (generation !== this.generation) return;
      console.warn(`Live feed: closed (${event.code}${event.reason ? ` ${event.reason}` : ''}), reconnecting in 4 s`);
      this.socket = undefined;
      this.reconnectLater(generation);
    };
  }

  private reconnectLater(generation: number): void {
    if (generation !== this.generation) return;
    this.update({ status: 'reconnecting' });
    this.retry = setTimeout(() => void this.connect(), LIVE_RECONNECT_MS);
  }

  private disconnect(): void {
    this.generation++;
    this.active = false;
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
    this.view = { kiosks: new Map(), status: 'connecting' };
  }
}
