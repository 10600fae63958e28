import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { TITULO_PAGINA, type PaginaPrivada } from '@mchabbo/shared/niveles/menu';
import { useUsuarioSesion } from '@/lib/sesion';
import { PageHeader } from './page-header';

/**
 * A panel page drawn for the signed-in person: its heading (the menu's title and a
 * description), then what `children` draws for them, one block under another.
 */
export function PaginaDeUsuario({
  pagina,
  descripcion,
  gap = 'lg',
  children,
}: {
  pagina: PaginaPrivada;
  descripcion: string;
  gap?: MantineSpacing;
  children: (user: SessionUser) => ReactNode;
}) {
  const user = useUsuarioSesion();
  if (!user) return null;
  return (
    <>
      <PageHeader titulo={TITULO_PAGINA[pagina]} descripcion={descripcion} />
      <Stack gap={gap}>{children(user)}</Stack>
    </>
  );
}
