/**
 * Toasts with a title and a description (spec §2 Notifications, §8 messages, §9: one visible,
 * 5000 ms). A new toast replaces the one on screen (spec: "a new one replaces the previous"),
 * so it closes the current one before showing the next. `destructive` is the failure style
 * (spec §8 "Failure toasts are destructive-styled"). Presentation: toast-content.tsx.
 */
import { closeSnackbar, enqueueSnackbar } from 'notistack';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Shows one toast, replacing any toast on screen. */
export function toast({ title, description, variant = 'default' }: ToastOptions): void {
  closeSnackbar();
  enqueueSnackbar(title, { variant: 'toast', description, tone: variant });
}
