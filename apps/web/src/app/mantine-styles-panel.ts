// Mantine styles of what only the panel and the sign-in forms use (inputs, modals,
// menus, scroll areas), kept off the landing page's first load. Imported by the private
// layout, the sign-in modals and the temporary-key page, so every page behind them has
// these too; after mantine-styles.ts, in the same order as Mantine's own styles.css.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';

// After the inputs' own styles: 44 px fields on a phone.
import './tactil-campos.css';
