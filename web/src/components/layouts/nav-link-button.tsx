/**
 * A top-level navbar link: text with a brand underline when its section is active or the link is
 * hovered. A plain `<a>`: every page of the site is a document of its own (links
 * between public pages are plain navigations; from a staff page too, so the public page gets its
 * own scripts). One Emotion class for every navbar link, the state in `data-active`
 * (ADR 0024 item 8: MUI's Button wrote a class per instance into the inlined CSS).
 */
import { styled } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

const NavLink = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  position: 'relative',
  minWidth: 64,
  justifyContent: 'center',
  padding: theme.spacing(1, 1.5),
  [theme.breakpoints.only('md')]: { paddingInline: theme.spacing(1) },
  borderRadius: 20,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.75,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  transition: theme.transitions.create('background-color', { duration: 250 }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[data-active]': { color: theme.palette.primary.main },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 4,
    height: 2,
    borderRadius: 1,
    backgroundColor: theme.palette.primary.main,
    transform: 'scaleX(0)',
    transition: 'transform 150ms ease',
  },
  '&[data-active]::after, &:hover::after': { transform: 'scaleX(1)' },
  '& > [data-icon]': { display: 'inherit', marginLeft: 2, marginRight: -4, fontSize: 20 },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
}));

export interface NavLinkButtonProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where it leads (a site path). */
  to: string;
  /** Is the current page in this link's section? Draws the underline. */
  active?: boolean;
  /** An icon after the label (the dropdowns' chevron), decorative. */
  endIcon?: ReactNode;
}

/** Navbar link styled as a text button; `aria-current="page"` is the caller's. */
export function NavLinkButton({ to, active = false, endIcon, children, ...props }: NavLinkButtonProps) {
  return (
    <NavLink href={to} data-active={active ? '' : undefined} {...props}>
      {children}
      {endIcon ? <span data-icon="end">{endIcon}</span> : null}
    </NavLink>
  );
}
