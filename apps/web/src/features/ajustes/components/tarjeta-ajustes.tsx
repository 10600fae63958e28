import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { AvisosFormulario, type Aviso } from '@/components/ui/avisos-formulario';
import { AvisoSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { useAjustes } from '../api';

/**
 * One card of the owner's settings: its title (which names its form), a line under it,
 * and its form once the settings are read (or why they are not).
 */
export function TarjetaAjustes({
  id,
  titulo,
  descripcion,
  children,
}: {
  /** The title's id, the form's `aria-labelledby`. */
  id: string;
  titulo: string;
  descripcion?: string;
  children: (ajustes: AjustesVista) => ReactNode;
}) {
  const { data, isPending, isError } = useAjustes();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id={id} mb={descripcion ? 4 : 'md'}>
        {titulo}
      </Title>
      {descripcion ? (
        <Text c="dimmed" size="sm" mb="md">
          {descripcion}
        </Text>
      ) : null}
      {isPending ? (
        <Text role="status" c="dimmed">
          Cargando ajustes...
        </Text>
      ) : isError ? (
        <Alert color="red" variant="light">
          No se pudieron cargar los ajustes.
        </Alert>
      ) : (
        children(data)
      )}
    </Card>
  );
}

/**
 * The end of a settings card's form: its send's result, its save button and, while it
 * holds edits, "Cambios sin guardar" (each card saves its own fields only).
 */
export function GuardarAjustes({
  error,
  exito,
  guardando,
  sucio,
  deshabilitado = false,
  children,
}: {
  error: Aviso;
  exito: Aviso;
  guardando: boolean;
  sucio: boolean;
  deshabilitado?: boolean;
  /** The button's text, e.g. "Guardar ajustes". */
  children: ReactNode;
}) {
  return (
    <>
      <AvisosFormulario error={error} exito={exito} />
      <Group gap="sm">
        <Button type="submit" loading={guardando} disabled={deshabilitado}>
          {children}
        </Button>
        <AvisoSinGuardar sucio={sucio} />
      </Group>
    </>
  );
}
