import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

// Mantine's darkest green (#2b8a3e) is the text of light green badges and alerts and the
// fill of green buttons, and it is below 4.5:1 both with white text (4.4) and on the
// light green background (3.8). This one passes: 5.35 and 4.66.
const [v0, v1, v2, v3, v4, v5, v6, v7, v8] = DEFAULT_THEME.colors.green;
const VERDE_9 = '#277a38';

// Plain objects rather than Component.extend(): importing the components here would pull
// Modal, Drawer and PasswordInput into the entry bundle.
const base = createTheme({
  // Red 9 keeps white button text above 4.5:1 contrast in both schemes.
  primaryColor: 'red',
  primaryShade: { light: 9, dark: 9 },
  colors: { green: [v0, v1, v2, v3, v4, v5, v6, v7, v8, VERDE_9] },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    PasswordInput: {
      // Mantine's default label is English; this one avoids the word "contraseña" so
      // label lookups of the inputs stay unambiguous.
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar clave' } },
    },
  },
});

/** The app theme; the "app" preference shrinks every size for phones and the in-game browser. */
export function crearTema(compacto: boolean): MantineThemeOverride {
  return compacto ? { ...base, scale: 0.875 } : base;
}

/** Mantine's dimmed grey is below 4.5:1 on both backgrounds; these pass WCAG AA. */
export const resolverVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8' },
});
