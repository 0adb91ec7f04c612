import { describe, expect, it } from 'vitest';
import { clampPercent, comparisonValueText, positionFromKey, positionFromPointer } from './comparison-position';

describe('comparison slider position', () => {
  it('clamps and rounds to whole percentages', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('maps a pointer to the percentage of the frame width', () => {
    const frame = { left: 100, width: 400 };
    expect(positionFromPointer(100, frame)).toBe(0);
    expect(positionFromPointer(300, frame)).toBe(50);
    expect(positionFromPointer(500, frame)).toBe(100);
    expect(positionFromPointer(10, frame)).toBe(0);
    expect(positionFromPointer(900, frame)).toBe(100);
    expect(positionFromPointer(190, frame)).toBe(23);
    expect(positionFromPointer(150, { left: 0, width: 0 })).toBe(50);
  });

  it('moves with the keys of the WAI-ARIA slider pattern', () => {
    expect(positionFromKey(50, 'ArrowRight')).toBe(55);
    expect(positionFromKey(50, 'ArrowUp')).toBe(55);
    expect(positionFromKey(50, 'ArrowLeft')).toBe(45);
    expect(positionFromKey(50, 'ArrowDown')).toBe(45);
    expect(positionFromKey(98, 'ArrowRight')).toBe(100);
    expect(positionFromKey(2, 'ArrowLeft')).toBe(0);
    expect(positionFromKey(50, 'PageUp')).toBe(75);
    expect(positionFromKey(10, 'PageDown')).toBe(0);
    expect(positionFromKey(50, 'Home')).toBe(0);
    expect(positionFromKey(50, 'End')).toBe(100);
    expect(positionFromKey(50, 'Enter')).toBeNull();
  });

  it('describes the value', () => {
    expect(comparisonValueText(70)).toBe('70% before, 30% after');
    expect(comparisonValueText(50)).toBe('50% before, 50% after');
  });
});
