/**
 * The buttons of the public pages: a link (`SiteButton`, `<a href>`) or a form's button
 * (`SiteSubmitButton`, `<button>`) with the look of the theme's MUI Button (pill, brand green,
 * contained / outlined / text, small / medium / large, start and end icons).
 *
 * Why not MUI's Button (ADR 0024 item 8): a public page is server HTML whose CSS is
 * inlined ahead of the first paint, and MUI's Button writes one class per combination of
 * variant, size, colour and `sx` (each with ButtonBase's and Button's whole base style), about
 * 25 KB of the 69 KB of CSS inlined on `/`. These two share one class for every look; the look
 * is chosen by data attributes (`data-variant`, `data-size`, `data-tone`, `data-full-width`),
 * which the islands can read and CSS can select; there is no `sx` (an element with its own
 * styles would repeat the whole look in a class of its own): a parent places and sizes its
 * buttons with a child selector. Staff screens keep MUI's Button.
 *
 * Sizes follow MUI 9's Button with the theme's overrides (web/src/theme/app-theme.ts): medium
 * 36.5 px high, large 48 px, small 30.75 px; icons 20 / 22 / 18 px. Every look has a 1 px
 * border (transparent unless outlined), so outlined and contained buttons line up.
 */
import { alpha, styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

/** The look of a site button; every field optional (contained, medium, brand). */
export interface SiteButtonLook {
  /** contained: filled; outlined: a border; text: neither (MUI's variants). */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /**
   * brand: green on light backgrounds; light: white on a dark banner (contained: white with
   * `--button-ink` text, default the brand's dark green); stone: a contained sand-stone button
   * on a green banner.
   */
  tone?: 'brand' | 'light' | 'stone';
  /** Takes the whole width of its container (MUI's `fullWidth`). */
  fullWidth?: boolean;
  /** An icon before / after the label; decorative (the label names the action). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** The CSS of every look (one Emotion class), from the theme's palette. */
function buttonLook({ theme }: { theme: Theme }): CSSObject {
  const { primary, secondary, action } = theme.palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    padding: '5px 19px',
    border: '1px solid transparent',
    borderRadius: 999,
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.75,
    letterSpacing: 0,
    textAlign: 'center',
    textDecoration: 'none',
    verticalAlign: 'middle',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], { duration: 250 }),
    color: primary.contrastText,
    backgroundColor: primary.main,
    '&:hover': { backgroundColor: primary.dark },
    '&[data-variant="outlined"]': {
      color: primary.main,
      backgroundColor: 'transparent',
      borderColor: alpha(primary.main, 0.5),
    },
    '&[data-variant="outlined"]:hover': { borderColor: primary.main, backgroundColor: alpha(primary.main, 0.04) },
    '&[data-variant="text"]': { color: primary.main, backgroundColor: 'transparent' },
    '&[data-variant="text"]:hover': { backgroundColor: alpha(primary.main, 0.04) },
    '&[data-tone="light"]': { color: `var(--button-ink, ${primary.dark})`, backgroundColor: '#fff' },
    '&[data-tone="light"]:hover': { backgroundColor: '#e8f1ea' },
    '&[data-tone="light"][data-variant="outlined"]': {
      color: '#fff',
      backgroundColor: 'transparent',
      borderColor: alpha('#fff', 0.8),
    },
    '&[data-tone="light"][data-variant="outlined"]:hover': {
      borderColor: '#fff',
      backgroundColor: alpha('#fff', 0.08),
    },
    '&[data-tone="light"]:focus-visible': { outlineColor: '#fff' },
    '&[data-tone="stone"]': { color: primary.dark, backgroundColor: secondary.light },
    '&[data-tone="stone"]:hover': { backgroundColor: '#fff' },
    '&[data-size="small"]': { padding: '3px 19px', fontSize: '0.8125rem' },
    '&[data-size="large"]': { padding: '9px 27px', fontSize: '1rem' },
    '&[data-full-width]': { width: '100%' },
    '&:disabled': { color: action.disabled, backgroundColor: action.disabledBackground, cursor: 'default' },
    '& > [data-icon]': { display: 'inherit', flex: 'none', fontSize: 20 },
    '& > [data-icon] > svg': { fontSize: 'inherit' },
    '& > [data-icon="start"]': { marginRight: 8, marginLeft: -4 },
    '& > [data-icon="end"]': { marginLeft: 8, marginRight: -4 },
    '&[data-size="small"] > [data-icon]': { fontSize: 18 },
    '&[data-size="large"] > [data-icon]': { fontSize: 22 },
  };
}

const StyledLink = styled('a')(buttonLook);
const StyledButton = styled('button')(buttonLook);

/** The data attributes and children of a look; the rest of the props go to the element. */
function withLook<P extends object>({
  variant = 'contained',
  size = 'medium',
  tone = 'brand',
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  ...element
}: SiteButtonLook & { children?: ReactNode } & P) {
  return {
    ...element,
    'data-variant': variant,
    'data-size': size,
    'data-tone': tone,
    'data-full-width': fullWidth ? '' : undefined,
    children: (
      <>
        {startIcon ? <span data-icon="start">{startIcon}</span> : null}
        {children}
        {endIcon ? <span data-icon="end">{endIcon}</span> : null}
      </>
    ),
  };
}

/** Props of `SiteButton`: an `<a>`'s props (`href` required) and a look. */
export type SiteButtonProps = SiteButtonLook & Omit<ComponentProps<'a'>, 'color'> & { href: string };

/** A link with a button's look (a plain navigation: public pages are documents, ADR 0024 item 4). */
export function SiteButton(props: SiteButtonProps) {
  return <StyledLink {...withLook(props)} />;
}

/** Props of `SiteSubmitButton`: a `<button>`'s props and a look. */
export type SiteSubmitButtonProps = SiteButtonLook & Omit<ComponentProps<'button'>, 'color'>;

/** A form's button with the site's look; `type` defaults to submit (the HTML default). */
export function SiteSubmitButton({ type = 'submit', ...props }: SiteSubmitButtonProps) {
  return <StyledButton type={type} {...withLook(props)} />;
}

/** The CSS of every icon button (one Emotion class): MUI 9's IconButton, 40 px (small 30 px). */
function iconButtonLook({ theme }: { theme: Theme }): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    boxSizing: 'border-box',
    margin: 0,
    padding: 8,
    border: 0,
    borderRadius: '50%',
    fontSize: 24,
    color: theme.palette.action.active,
    backgroundColor: 'rgba(255,255,255,0.92)',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: 150 }),
    '&:hover': { backgroundColor: '#fff' },
    '&[data-tone="dark"]': {
      color: '#fff',
      backgroundColor: 'rgba(0,0,0,0.35)',
      boxShadow: 'inset 0 0 0 1px rgba(255,255,255,0.35)',
    },
    '&[data-tone="dark"]:hover': { backgroundColor: 'rgba(0,0,0,0.55)' },
    '&[data-tone="dark"]:focus-visible': { outlineColor: '#fff' },
    '&[data-size="small"]': { padding: 5, fontSize: 20 },
    '& svg': { fontSize: 'inherit' },
    // A control that does nothing without JavaScript is `hidden` until its island shows it.
    '&[hidden]': { display: 'none' },
  };
}

const StyledIconButton = styled('button')(iconButtonLook);

/** Props of `SiteIconButton`: a `<button>`'s props, its name and an icon. */
export interface SiteIconButtonProps extends Omit<ComponentProps<'button'>, 'color'> {
  /** The accessible name (the button shows only an icon). */
  'aria-label': string;
  /** light: a dark icon on white, over a photo; dark: a white icon on a dark glass, over the hero. */
  tone?: 'light' | 'dark';
  size?: 'small' | 'medium';
}

/**
 * An icon-only button of a public page (the sliders' previous, next and pause): one class for
 * every instance, like `SiteButton`; a parent places it with a child selector. `type` is button.
 */
export function SiteIconButton({ tone = 'light', size = 'medium', type = 'button', ...props }: SiteIconButtonProps) {
  return <StyledIconButton type={type} data-tone={tone} data-size={size} {...props} />;
}
