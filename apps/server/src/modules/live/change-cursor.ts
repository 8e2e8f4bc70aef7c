/**
 * What `pg_current_snapshot()` says: transactions below `xmin` ended, from `xmax` on had not begun, `xip` were running.
 */
export interface PgSnapshot {
  xmin: number;
  xmax: number;
  xip: number[];
}

/** `xmin:xmax:xip1,xip2,...` as PostgreSQL writes a pg_snapshot. */
export function parseSnapshot(text: string): PgSnapshot {
  const [xmin, xmax, xip] = text.split(':');
  return { xmin: Number(xmin), xmax: Number(xmax), xip: xip ? xip.split(',').map(Number) : [] };
}

/** A writer holds its sequence number no longer than this before committing; a cursor never waits longer for it. */
const WRITER_WAIT_MS = 5_000;

interface Unsettled {
  maxSeq: number;
  running: number[];
  at: number;
}

/**
 * Where to read `kiosk_state` changes from. Sequence numbers are taken before commit, so a writer may
 * commit a lower number after a read saw higher ones; the cursor therefore reads again from the highest
 * number below which every writer running at an earlier read has ended (known from that read's
 * snapshot). Rows read twice are told apart by their kiosk's last delivered number.
 */
export class ChangeCursor {
  private readonly unsettled: Unsettled[] = [];
  private seen: number;

  constructor(private floor: number) {
    this.seen = floor;
  }

  /** Read rows with a number above this. */
  get from(): number {
    return this.floor;
  }

  /** After a read made under `snapshot` whose rows went up to `maxSeq`. */
  advance(snapshot: PgSnapshot, maxSeq: number, now = Date.now()): void {
    const ended = (xid: number) => xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.xip.includes(xid));
    while (
      this.unsettled[0] &&
      (this.unsettled[0].running.every(ended) || now - this.unsettled[0].at > WRITER_WAIT_MS)
    ) {
      this.floor = Math.max(this.floor, this.unsettled.shift()!.maxSeq);
    }
    this.seen = Math.max(this.seen, maxSeq);
    if (this.unsettled.length === 0 && snapshot.xip.length === 0) this.floor = this.seen;
    else this.unsettled.push({ maxSeq: this.seen, running: snapshot.xip, at: now });
  }
}
