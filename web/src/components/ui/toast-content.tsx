/**
 * How one toast looks and behaves (spec §2 Notifications, §8, §9): title and description, a
 * close button, the destructive style for failures, and swipe right to dismiss (pointer events,
 * 50 px threshold). Rendered by notistack for the `toast` variant (toast-provider.tsx).
 */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef, useRef, useState, type PointerEvent } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    /** Our only variant: `message` is the title. */
    toast: { description?: string; tone?: 'default' | 'destructive' };
  }
}

/** Spec §2: "Swipe to dismiss goes right with a 50 px threshold". */
export const swipeThresholdPx = 50;

/** Should a horizontal drag of `dx` px dismiss the toast? Only rightwards, beyond the threshold. */
export function isDismissSwipe(dx: number): boolean {
  return dx > swipeThresholdPx;
}

export type ToastContentProps = CustomContentProps & { description?: string; tone?: 'default' | 'destructive' };

/** One toast; `message` is its title. Drag it right past 50 px to dismiss it. */
export const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, description, tone = 'default', style, className },
  ref,
) {
  const destructive = tone === 'destructive';
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    startX.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    if (!cancelled && isDismissSwipe(dx)) closeSnackbar(id);
    else setOffset(0);
  };

  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        role={destructive ? 'alert' : 'status'}
        aria-atomic
        tabIndex={-1}
        data-toast={tone}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        style={{
          transform: `translateX(${offset}px)`,
          opacity: offset > 0 ? Math.max(0.4, 1 - offset / 200) : undefined,
        }}
        sx={{
          width: { xs: '100%', sm: 420 },
          maxWidth: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          p: 2,
          pr: 1,
          borderRadius: 2,
          border: 1,
          borderColor: destructive ? 'error.dark' : 'divider',
          bgcolor: destructive ? 'error.main' : 'background.paper',
          color: destructive ? 'error.contrastText' : 'text.primary',
          boxShadow: 6,
          touchAction: 'pan-y',
          userSelect: 'none',
          cursor: dragging ? 'grabbing' : undefined,
          transition: dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: destructive ? 'error.dark' : 'primary.light',
            outlineOffset: 2,
          },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, fontSize: '0.875rem', lineHeight: 1.45 }}>
          <Box sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>{message}</Box>
          {description && <Box sx={{ mt: 0.25, opacity: destructive ? 0.95 : 0.8 }}>{description}</Box>}
        </Box>
        <IconButton
          aria-label="Close"
          size="small"
          onClick={() => closeSnackbar(id)}
          sx={{ color: 'inherit', mt: -0.5 }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
