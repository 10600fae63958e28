import { Button } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';

type BotonUsuarioProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
  nombre: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The top bar's button named after the user, which opens the user menu. The shell shows
 * it alone until the menu's code has loaded.
 */
export function BotonUsuario({ nombre, ...props }: BotonUsuarioProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconUser size={18} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      maw={{ base: 180, sm: 280 }}
      h={44}
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      {...props}
    >
      {nombre}
    </Button>
  );
}
