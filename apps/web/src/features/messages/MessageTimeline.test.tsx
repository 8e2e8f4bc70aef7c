// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithKit, setUpKit } from '../../platform/crud/kitTestSetup';
import { MessageTimeline } from './MessageTimeline';

beforeAll(() => setUpKit(['messages']));
afterEach(cleanup);

describe('a message’s timeline', () => {
  it('shows each status in words and colour, where the news came from, and what it said', () => {
    renderWithKit(
      <MessageTimeline
        id="timeline"
        channel="email"
        events={[
          { status: 'requested', at: '2026-03-01 02:00:00.000+00', source: 'outbox', detail: null },
          { status: 'requested', at: '2026-03-01 02:00:01.000+00', source: 'outbox', detail: 'Connection timeout' },
          { status: 'failed', at: '2026-03-01 02:05:00.000+00', source: 'provider', detail: '550 Mailbox unavailable' },
        ]}
      />,
    );
    const steps = [...document.querySelectorAll('#timeline .message-event')] as HTMLElement[];
    expect(steps.map((step) => step.dataset.status)).toEqual(['requested', 'requested', 'failed']);
    // An e-mail still in the outbox is not sent yet.
    expect(within(steps[0]!).getByText('Not sent (waiting to be sent)')).toBeTruthy();
    expect(within(steps[0]!).getByText('Our sender')).toBeTruthy();
    expect(within(steps[1]!).getByText('Connection timeout')).toBeTruthy();
    const failed = within(steps[2]!).getByText('Failed');
    expect(failed.closest('.ant-tag')?.className).toMatch(/ant-tag-(color-)?error/);
    expect(within(steps[2]!).getByText("Provider's report")).toBeTruthy();
    expect(within(steps[2]!).getByText('550 Mailbox unavailable')).toBeTruthy();
    expect(screen.queryByText('Checking every 2 seconds…')).toBeNull();
  });

  it('ends with a pending step while the message is followed, and says when nothing happened yet', () => {
    renderWithKit(<MessageTimeline id="timeline" channel="sms" events={[]} waiting="Checking every 2 seconds…" />);
    expect(screen.getByText('Checking every 2 seconds…')).toBeTruthy();
    cleanup();
    renderWithKit(<MessageTimeline id="timeline" channel="sms" events={[]} />);
    expect(screen.getByText('No status change recorded yet.')).toBeTruthy();
  });
});
