import { createTheme, PasswordInput } from '@mantine/core'

/** System fonts only: the CSP allows no third-party font hosts. */
const systemFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  components: {
    // The default toggle label contains "password", so getByLabel('Password') would match it too.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } },
    }),
  },
})
