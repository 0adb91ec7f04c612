import { describe, expect, it } from 'vitest';
import { isDismissSwipe, swipeThresholdPx } from './toast-content';

describe('swipe to dismiss', () => {
  it('dismisses only rightward drags beyond 50 px', () => {
    expect(swipeThresholdPx).toBe(50);
    expect(isDismissSwipe(51)).toBe(true);
    expect(isDismissSwipe(50)).toBe(false);
    expect(isDismissSwipe(-120)).toBe(false);
  });
});
