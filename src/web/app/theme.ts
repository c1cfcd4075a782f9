import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core'

/** System fonts only: the CSP allows no third-party font hosts. */
const systemFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/** Mantine's default colour with some shades replaced. */
function withShades(name: string, replaced: Record<number, string>): MantineColorsTuple {
  const shades = [...DEFAULT_THEME.colors[name]!]
  for (const [shade, value] of Object.entries(replaced)) shades[Number(shade)] = value
  return shades as unknown as MantineColorsTuple
}

/*
 * Text must reach WCAG AA (4.5:1) in light mode. Filled buttons and badges, links and coloured text
 * use shade 8 (primaryShade), and light variants write shade 9 on shade 1. Mantine's defaults miss
 * that for the bright hues (green on white 3.5:1, yellow 2.5:1): those shades are darkened here in
 * OKLCH, hue kept, until shade 8 reaches 4.6:1 on gray.0 (the page background) and shade 9 4.6:1
 * on its own shade 1. Blue, indigo, violet, grape and pink already pass and are left as they are.
 */
const colors = {
  red: withShades('red', { 7: '#ec3a3b', 8: '#d9282b', 9: '#c52627' }),
  cyan: withShades('cyan', { 7: '#008b9f', 8: '#007c8f', 9: '#077183' }),
  teal: withShades('teal', { 7: '#009067', 8: '#00815b', 9: '#007553' }),
  green: withShades('green', { 7: '#00922f', 8: '#00832a', 9: '#0c762b' }),
  lime: withShades('lime', { 7: '#568c00', 8: '#4a7e00', 9: '#457200' }),
  yellow: withShades('yellow', { 7: '#b07100', 8: '#a65f00', 9: '#a15100' }),
  orange: withShades('orange', { 7: '#d45700', 8: '#c44800', 9: '#ba3900' }),
  // gray.6 is the dimmed text colour: 4.6:1 on gray.1, the darkest background it sits on.
  gray: withShades('gray', { 6: '#666e75' }),
}

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors,
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  // Plain objects rather than `Menu.extend(…)`: importing a component here would put its code (and
  // what it pulls in) into the first script every page loads.
  components: {
    // The default toggle label contains "password", so getByLabel('Password') would match it too.
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      } satisfies Partial<PasswordInputProps>,
    },
    // The close button is an icon only: it needs a name for screen readers, one that differs from a
    // dialog's own "Close" button in its footer.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<ModalProps>,
    },
    // A toast's close button is an icon only too (axe: button-name).
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Dismiss notification' },
      } satisfies Partial<NotificationProps>,
    },
    // The focus placeholder is a focusable non-item inside role="menu", which a menu may not hold;
    // without it the dropdown itself takes the focus, and the arrow keys still reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A badge is a word or two: beside a long title or in a squeezed table column it keeps its width
    // rather than shrinking to an ellipsis ("OWNER…"); its row wraps or its table scrolls instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
})

/**
 * Error text is red.6 by default (3.3:1 on white); shade 8 reads at 4.6:1. A placeholder Mantine
 * draws as text (a file input's "Choose a file") is gray.5 by default (2.6:1): the dimmed gray.6.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
})
