/**
 * A top-level navbar link: a text button with a brand underline when its section is active. A
 * plain `<a>`: every page of the site is a document of its own (issue 22: links between public
 * pages are plain navigations; from a staff page too, so the public page gets its own scripts).
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import type { Ref } from 'react';

export interface NavLinkButtonProps extends Omit<ButtonProps<'a'>, 'component' | 'href'> {
  /** Where it leads (a site path). */
  to: string;
  /** Is the current page in this link's section? Draws the underline. */
  active?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Navbar link styled as a text button; `aria-current="page"` is the caller's. */
export function NavLinkButton({ to, active = false, sx, ref, ...props }: NavLinkButtonProps) {
  return (
    <Button
      ref={ref}
      component="a"
      href={to}
      color="inherit"
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
