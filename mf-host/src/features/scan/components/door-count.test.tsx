import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorCount } from './door-count';

const line = () => screen.getByTestId('door-count').textContent;

describe('DoorCount', () => {
  it('counts the server’s check-ins alone when nothing waits on this device', () => {
    render(<DoorCount counts={{ going: 2, checked_in: 1 }} notSent={0} sentNotCounted={0} />);
    expect(line()).toBe('1 checked in of 3 going');
  });

  it('adds the passes admitted offline and says they are not sent yet', () => {
    render(<DoorCount counts={{ going: 3, checked_in: 0 }} notSent={2} sentNotCounted={0} />);
    expect(line()).toBe('2 checked in of 3 going (2 on this device, not sent yet)');
  });

  it('keeps counting scans sent at a sync until the counts are refreshed, with no note', () => {
    render(<DoorCount counts={{ going: 3, checked_in: 0 }} notSent={1} sentNotCounted={2} />);
    expect(line()).toBe('3 checked in of 3 going (1 on this device, not sent yet)');
  });

  it('never says more are checked in than are going', () => {
    render(<DoorCount counts={{ going: 0, checked_in: 3 }} notSent={1} sentNotCounted={0} />);
    expect(line()).toBe('3 checked in of 3 going (1 on this device, not sent yet)');
  });
});
