/**
 * Position maths of the before/after comparison slider ("Edit and show"): the handle's
 * position is a whole percentage of the frame's width, 0 (all after photo) … 100 (all before
 * photo); the before photo shows left of the handle.
 */

/** Where the handle starts. */
export const initialComparisonPosition = 50;
/** One arrow-key step, percent. */
export const comparisonStep = 5;
/** One Page Up/Down step, percent. */
export const comparisonPageStep = 25;

/** Rounds and clamps any number to a whole percentage 0–100 (NaN → 50). */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return initialComparisonPosition;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * The position under a pointer.
 * @param clientX the pointer's x in the viewport
 * @param frame the frame's left edge and width (getBoundingClientRect)
 * @returns percent 0–100; 50 for a frame without width
 */
export function positionFromPointer(clientX: number, frame: { left: number; width: number }): number {
  if (!(frame.width > 0)) return initialComparisonPosition;
  return clampPercent(((clientX - frame.left) / frame.width) * 100);
}

/**
 * The position after a key press on the handle (WAI-ARIA slider pattern): arrows move one step
 * (Right/Up more before, Left/Down less), Page Up/Down a bigger step, Home 0, End 100.
 * @returns the new position, or null when the key is not the slider's
 */
export function positionFromKey(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + comparisonStep);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - comparisonStep);
    case 'PageUp':
      return clampPercent(current + comparisonPageStep);
    case 'PageDown':
      return clampPercent(current - comparisonPageStep);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** Spoken value of the slider, e.g. '70% before, 30% after'. */
export function comparisonValueText(position: number): string {
  const p = clampPercent(position);
  return `${p}% before, ${100 - p}% after`;
}
