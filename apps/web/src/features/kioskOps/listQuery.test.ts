import { describe, expect, it } from 'vitest';
import { parseListState } from '../../platform/crud/listState';
import { activityRequest, alarmsRequest, commandsRequest, liveRequest, OPS_LIST_STATE } from './listQuery';

const stateOf = (query: string) => parseListState(new URLSearchParams(query), OPS_LIST_STATE);

describe('kiosk operations list requests', () => {
  it('reads the alarm filters of the URL, flags and day range included', () => {
    const request = alarmsRequest(
      stateOf(
        'kid=RVM-1&active=true&acknowledged=false&kioskType=2&typeCode=BIN_FULL&range=2026-03-01,2026-03-02&page=2',
      ),
    );
    expect(request).toMatchObject({
      page: 2,
      kid: 'RVM-1',
      active: true,
      acknowledged: false,
      kioskType: 2,
      typeCode: 'BIN_FULL',
    });
    expect(new Date(request.to!).getTime() - new Date(request.from!).getTime()).toBe(2 * 86_400_000 - 1);
  });

  it('names the kiosk by id on a detail tab and ignores a KID filter there', () => {
    expect(commandsRequest(stateOf('kid=OTHER&status=0'), { kioskId: 7 })).toMatchObject({
      kioskId: 7,
      kid: undefined,
      status: 0,
    });
    expect(activityRequest(stateOf('kind=offline'), { kioskId: 7 })).toMatchObject({ kioskId: 7, kind: 'offline' });
  });

  it('sends several KIDs and the live status to the heartbeat monitor, and leaves empty filters out', () => {
    expect(liveRequest(stateOf('kids=A-1,B-2&liveStatus=offline'))).toMatchObject({
      kids: ['A-1', 'B-2'],
      status: 'offline',
    });
    expect(liveRequest(stateOf(''))).toMatchObject({ kids: undefined, status: undefined, tid: undefined });
  });
});
