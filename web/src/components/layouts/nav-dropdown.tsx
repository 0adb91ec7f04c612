/**
 * A navbar entry with a dropdown panel (spec §2: Services and Projects "open hover dropdowns
 * that close 50 ms after the pointer leaves").
 *
 * Not hover-only: focusing the trigger opens it, ArrowDown moves into it, Escape closes it and
 * returns focus to the trigger, and focus leaving the entry closes it. The panel stays in the
 * DOM (crawlable links) but is `visibility: hidden` while closed, so it is not tabbable.
 */
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NavLinkButton } from './nav-link-button';

/** Delay between the pointer leaving and the dropdown closing (spec §9). */
export const dropdownCloseDelayMs = 50;

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
  /** Panel content; a click on any link in it closes the panel. */
  children: ReactNode;
}

/** Trigger link + dropdown panel with hover, focus and keyboard handling. */
export function NavDropdown({ id, label, to, width, active, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const ignoreNextFocus = useRef(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const panelId = `${id}-dropdown`;
  const { pathname, search } = useLocation();

  const cancelClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeNow = () => {
    cancelClose();
    setOpen(false);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), dropdownCloseDelayMs);
  };

  // A navigation closes the panel (state adjusted during render); unmounting cancels a pending close.
  const location = `${pathname}${search}`;
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpen(false);
  }
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const focusFirstItem = () => {
    window.requestAnimationFrame(() => {
      wrapperRef.current?.querySelector<HTMLElement>(`#${panelId} a`)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeNow();
      ignoreNextFocus.current = true;
      triggerRef.current?.focus();
      ignoreNextFocus.current = false;
    } else if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
      event.preventDefault();
      openNow();
      focusFirstItem();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) closeNow();
  };

  return (
    <Box
      ref={wrapperRef}
      component="li"
      sx={{ position: 'relative', listStyle: 'none' }}
      onMouseEnter={openNow}
      onMouseLeave={closeSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLinkButton
        ref={triggerRef}
        to={to}
        active={active}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => {
          if (!ignoreNextFocus.current) openNow();
        }}
        endIcon={
          <KeyboardArrowDown
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {label}
      </NavLinkButton>
      <Box
        id={panelId}
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          width,
          pt: 1, // a bridge: the pointer crosses it without leaving the entry
          zIndex: (theme) => theme.zIndex.appBar + 1,
          visibility: open ? 'visible' : 'hidden',
          opacity: open ? 1 : 0,
          transform: open ? 'translate(-50%, 0)' : 'translate(-50%, -4px)',
          transition: open
            ? 'opacity 150ms ease, transform 150ms ease'
            : 'opacity 100ms ease, transform 100ms ease, visibility 0s linear 100ms',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Paper
          elevation={8}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) closeNow();
          }}
          sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
        >
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
