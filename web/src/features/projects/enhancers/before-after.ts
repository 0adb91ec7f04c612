/**
 * The before/after comparison on a project page ("Edit and show"; markup:
 * features/projects/components/before-after-slider.tsx): the handle is a WAI-ARIA slider —
 * arrow keys, Page Up/Down, Home and End move it; a mouse presses or drags anywhere on the photo;
 * on touch only the handle drags (`touch-action: none` is on it alone), so a finger on the photo
 * still scrolls the page. Positions are whole percentages (features/projects/comparison-position.ts).
 */
import {
  comparisonValueText,
  initialComparisonPosition,
  positionFromKey,
  positionFromPointer,
} from '../comparison-position';

/** Enhances one `[data-comparison]` frame. */
export function enhanceComparison(frame: HTMLElement): void {
  const before = frame.querySelector<HTMLElement>('[data-comparison-before]');
  const handle = frame.querySelector<HTMLElement>('[data-comparison-handle]');
  const beforeLabel = frame.querySelector<HTMLElement>('[data-comparison-label="before"]');
  const afterLabel = frame.querySelector<HTMLElement>('[data-comparison-label="after"]');
  if (!before || !handle) return;
  let position = Number(handle.getAttribute('aria-valuenow') ?? initialComparisonPosition);
  let dragPointer: number | null = null;

  const set = (next: number) => {
    position = next;
    before.style.clipPath = `inset(0 ${100 - position}% 0 0)`;
    handle.style.left = `${position}%`;
    handle.setAttribute('aria-valuenow', String(position));
    handle.setAttribute('aria-valuetext', comparisonValueText(position));
    // A label fades out while the handle covers its corner.
    if (beforeLabel) beforeLabel.style.opacity = position < 20 ? '0' : '1';
    if (afterLabel) afterLabel.style.opacity = position > 80 ? '0' : '1';
  };
  const moveTo = (clientX: number) => set(positionFromPointer(clientX, frame.getBoundingClientRect()));
  const startDrag = (event: PointerEvent) => {
    dragPointer = event.pointerId;
    handle.setPointerCapture(event.pointerId);
    handle.focus({ preventScroll: true });
    moveTo(event.clientX);
    event.preventDefault();
  };
  const endDrag = (event: PointerEvent) => {
    if (dragPointer !== event.pointerId) return;
    dragPointer = null;
    if (handle.hasPointerCapture(event.pointerId)) handle.releasePointerCapture(event.pointerId);
  };

  frame.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button === 0) startDrag(event);
  });
  handle.addEventListener('pointerdown', (event) => {
    event.stopPropagation();
    if (event.pointerType !== 'mouse' || event.button === 0) startDrag(event);
  });
  handle.addEventListener('pointermove', (event) => {
    if (dragPointer === event.pointerId) moveTo(event.clientX);
  });
  handle.addEventListener('pointerup', endDrag);
  handle.addEventListener('pointercancel', endDrag);
  handle.addEventListener('keydown', (event) => {
    const next = positionFromKey(position, event.key);
    if (next === null) return;
    event.preventDefault();
    set(next);
  });
}
