/**
 * A navbar entry with a dropdown panel (spec §2: Services and Projects "open hover dropdowns
 * that close 50 ms after the pointer leaves"; spec §9 "dropdown close 50 ms").
 *
 * Server HTML that works without JavaScript (ADR 0024): the panel opens on hover and
 * while focus is inside the entry (`:hover`, `:focus-within`) and closes 50 ms after the pointer
 * leaves (a `visibility` transition delay), all in CSS. The panel stays in the DOM (crawlable
 * links) but is `visibility: hidden` while closed, so it is not tabbable. On public pages
 * islands/nav-dropdowns.ts adds, when it runs: `aria-expanded`, ArrowDown into the panel, Escape
 * to close it and return focus to the trigger (it sets `data-dismissed` until the pointer and
 * focus have left), the same 50 ms close delay.
 */
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { NavLinkButton } from './nav-link-button';
import { dropdownCloseDelayMs } from './nav-timing';

export interface NavDropdownProps {
  /** Stable id prefix, e.g. "services". */
  id: string;
  label: string;
  /** Where the trigger itself leads, e.g. /services. */
  to: string;
  /** Panel width in px (spec: Services 600, Projects 400). */
  width: number;
  /** Is the current page in this section? */
  active: boolean;
  /** Panel content (links). */
  children: ReactNode;
}

const open = {
  visibility: 'visible',
  opacity: 1,
  transform: 'translate(-50%, 0)',
  transition: 'opacity 150ms ease, transform 150ms ease',
} as const;

/** Trigger link + dropdown panel; opens on hover and focus in CSS (see the module comment). */
export function NavDropdown({ id, label, to, width, active, children }: NavDropdownProps) {
  const panelId = `${id}-dropdown`;
  return (
    <Box
      component="li"
      data-nav-dropdown=""
      sx={{
        position: 'relative',
        listStyle: 'none',
        '&:is(:hover, :focus-within):not([data-dismissed]) > [data-nav-panel], &[data-open] > [data-nav-panel]': open,
        '&:is(:hover, :focus-within):not([data-dismissed]) [data-nav-chevron], &[data-open] [data-nav-chevron]': {
          transform: 'rotate(180deg)',
        },
      }}
    >
      <NavLinkButton
        to={to}
        active={active}
        aria-haspopup="true"
        aria-controls={panelId}
        data-nav-trigger=""
        endIcon={<KeyboardArrowDown aria-hidden data-nav-chevron="" sx={{ transition: 'transform 150ms' }} />}
      >
        {label}
      </NavLinkButton>
      <Box
        id={panelId}
        data-nav-panel=""
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          width,
          pt: 1, // a bridge: the pointer crosses it without leaving the entry
          zIndex: (theme) => theme.zIndex.appBar + 1,
          visibility: 'hidden',
          opacity: 0,
          transform: 'translate(-50%, -4px)',
          // Closing waits the spec's 50 ms, then fades out.
          transition: `opacity 100ms ease ${dropdownCloseDelayMs}ms, transform 100ms ease ${dropdownCloseDelayMs}ms, visibility 0s linear ${dropdownCloseDelayMs}ms`,
          '@media (prefers-reduced-motion: reduce)': { transition: `visibility 0s linear ${dropdownCloseDelayMs}ms` },
        }}
      >
        <Paper elevation={8} sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
