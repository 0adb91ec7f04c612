/**
 * A top-level navbar link: a text button with a brand underline when its section is active.
 * Schedules the smooth scroll to top on click (spec §2).
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { handleNavLinkClick } from '../../lib/scroll-to-top';

export interface NavLinkButtonProps extends Omit<ButtonProps<typeof RouterLink>, 'component'> {
  /** Is the current page in this link's section? Draws the underline. */
  active?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Navbar link styled as a text button; `aria-current="page"` when `to` is the current path. */
export function NavLinkButton({ active = false, sx, onClick, ref, ...props }: NavLinkButtonProps) {
  return (
    <Button
      ref={ref}
      component={RouterLink}
      color="inherit"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        handleNavLinkClick(event);
        onClick?.(event);
      }}
      {...props}
      sx={[
        {
          position: 'relative',
          borderRadius: 2,
          px: { md: 1, lg: 1.5 },
          py: 1,
          fontWeight: 600,
          color: active ? 'primary.main' : 'text.primary',
          '&::after': {
            content: '""',
            position: 'absolute',
            left: 12,
            right: 12,
            bottom: 4,
            height: 2,
            borderRadius: 1,
            bgcolor: 'primary.main',
            transform: active ? 'scaleX(1)' : 'scaleX(0)',
            transition: 'transform 150ms ease',
          },
          '&:hover::after': { transform: 'scaleX(1)' },
          '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
