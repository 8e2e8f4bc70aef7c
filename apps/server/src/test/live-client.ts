import type { LiveFeedMessage } from '@srd/contract';
import type { WebSocket } from 'ws';

/** A live feed socket as a test reads it: messages in order, and how it closed. */
export function feedReader(socket: WebSocket) {
  const messages: LiveFeedMessage[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString()) as LiveFeedMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  let read = 0;
  return {
    socket,
    closed,
    /** The next message not read yet, waiting up to `timeoutMs` for it. */
    async next(timeoutMs = 5_000): Promise<LiveFeedMessage> {
      const deadline = Date.now() + timeoutMs;
      while (read >= messages.length) {
        if (Date.now() > deadline) throw new Error(`no live feed message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages[read++]!;
    },
    /** Messages received and not read yet. */
    unread: () => messages.slice(read),
  };
}
