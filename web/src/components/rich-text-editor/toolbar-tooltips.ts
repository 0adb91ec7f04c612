/** How the rich-text toolbar's tooltips behave on a touch screen. */
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Props for the toolbar's tooltips: on a touch screen they do not open (a tap's emulated
 * hover, or a menu's or dialog's focus coming back to a button, would leave one standing over the
 * text, with no pointer to move away); the buttons' names say the same to screen readers.
 */
export function useToolbarTooltipProps(): {
  disableHoverListener: boolean;
  disableFocusListener: boolean;
  disableTouchListener: boolean;
} {
  const touch = useMediaQuery('(hover: none)');
  return { disableHoverListener: touch, disableFocusListener: touch, disableTouchListener: touch };
}
