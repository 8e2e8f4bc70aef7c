import { describe, expect, it } from 'vitest';
import { ContainerStatus, containerCodes, mayChangeContainerStatus } from './food-container.js';

const { Drafted, Available, Returned, Disable } = ContainerStatus;

describe('food containers', () => {
  it('move only along the SPEC 4 transitions', () => {
    const allowed = [
      [Drafted, Available],
      [Drafted, Disable],
      [Available, Returned],
      [Available, Disable],
      [Returned, Available],
      [Returned, Disable],
      [Disable, Available],
    ];
    for (const from of [Drafted, Available, Returned, Disable]) {
      for (const to of [Drafted, Available, Returned, Disable]) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to);
        expect(mayChangeContainerStatus(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('number a batch from its start, four digits at least', () => {
    expect(containerCodes({ prefix: 'FC-', startNo: 9, count: 3 })).toEqual(['FC-0009', 'FC-0010', 'FC-0011']);
    expect(containerCodes({ prefix: 'X', startNo: 12345, count: 1 })).toEqual(['X12345']);
  });
});
