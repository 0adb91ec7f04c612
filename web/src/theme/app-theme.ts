/**
 * The one MUI theme of the web app (DESIGN §8 "MUI theme in one place"): a deep green brand
 * with warm stone neutrals, the system font stack (no web-font download, DESIGN §10 budgets),
 * and the component customizations every page shares.
 */
import { alpha, createTheme } from '@mui/material/styles';

/** Brand colours, also used by designed placeholders (hero slides, service cards). */
export const brand = {
  green: '#1f5135',
  greenDark: '#143723',
  greenLight: '#3f7a55',
  stone: '#8a6f4d',
  stoneDark: '#6b5539',
  stoneLight: '#d9cfc1',
  sand: '#f6f2ec',
  ink: '#1d231f',
} as const;

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const base = createTheme({
  palette: {
    primary: { main: brand.green, dark: brand.greenDark, light: brand.greenLight, contrastText: '#ffffff' },
    secondary: { main: brand.stone, dark: brand.stoneDark, light: brand.stoneLight, contrastText: '#ffffff' },
    // MUI's default red (#d32f2f) is 4.46:1 on the sand background, under WCAG 1.4.3's 4.5:1.
    error: { main: '#c62828', dark: '#b71c1c', light: '#e57373', contrastText: '#ffffff' },
    // MUI's default orange (#ed6c02) is 3:1 on white, too light for text (a Draft chip's label).
    warning: { main: '#9a4a00', dark: '#7a3a00', light: '#ff9800', contrastText: '#ffffff' },
    background: { default: brand.sand, paper: '#ffffff' },
    text: { primary: brand.ink, secondary: '#4f5650' },
    divider: alpha(brand.stoneDark, 0.18),
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFonts,
    h1: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.015em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.2 },
    h4: { fontWeight: 700, lineHeight: 1.25 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
});

/** The app theme: palette, system fonts, responsive headings and component defaults. */
export const appTheme = createTheme(base, {
  typography: {
    h1: { fontSize: '2.25rem', [base.breakpoints.up('md')]: { fontSize: '3.25rem' } },
    h2: { fontSize: '1.875rem', [base.breakpoints.up('md')]: { fontSize: '2.5rem' } },
    h3: { fontSize: '1.5rem', [base.breakpoints.up('md')]: { fontSize: '1.875rem' } },
    h4: { fontSize: '1.3rem', [base.breakpoints.up('md')]: { fontSize: '1.5rem' } },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80 },
        body: { WebkitFontSmoothing: 'antialiased' },
        '::selection': { backgroundColor: alpha(brand.green, 0.2) },
        ':focus-visible': { outline: `3px solid ${brand.greenLight}`, outlineOffset: 2 },
        // Toast viewport at most 420 px wide (spec §9).
        'body .notistack-SnackbarContainer': { maxWidth: 'min(420px, calc(100% - 32px))' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 10, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        // ButtonBase sets outline 0 and marks keyboard focus with `.Mui-focusVisible`, a class its
        // JavaScript adds; public pages do not hydrate (ADR 0024), so :focus-visible rings too.
        root: {
          '&:focus-visible, &.Mui-focusVisible': { outline: `3px solid ${brand.greenLight}`, outlineOffset: 2 },
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: alpha('#ffffff', 0.96),
          borderBottom: `1px solid ${alpha(brand.stoneDark, 0.15)}`,
        },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${alpha(brand.stoneDark, 0.15)}`, borderRadius: 14 } },
    },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
    MuiMenuItem: { styleOverrides: { root: { borderRadius: 8 } } },
  },
});
