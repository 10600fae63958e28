import { Button, Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { useCambiarClave } from '../api';
import { CamposClave, useFormularioClaves } from './campos-clave';

/** Password change; the new token the server returns replaces the stored one. */
export function CambioClaveForm({ nameUser }: { nameUser: string }) {
  const form = useFormularioClaves();
  const [exito, setExito] = useState<string | null>(null);
  const cambio = useCambiarClave();
  // A password half typed is lost on leaving: the page asks first.
  useCambiosSinGuardar(
    'Cambiar contraseña',
    Object.values(form.values).some((v) => typeof v === 'string' && v !== ''),
  );

  const onSubmit = form.onSubmit(
    ({ actual, nueva }) => {
      setExito(null);
      cambio.mutate(
        { nameUser, oldPassword: actual, newPassword: nueva },
        {
          onSuccess: (data) => {
            setExito(data?.message || 'Contraseña cambiada correctamente');
            form.reset();
          },
        },
      );
    },
    () => {
      setExito(null);
      cambio.reset();
    },
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="cambio-clave-titulo" mb="md">
        Cambiar contraseña
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="cambio-clave-titulo">
        <Stack>
          <CamposClave
            valores={form.values}
            onChange={form.setValues}
            etiquetaActual="Contraseña actual"
          />
          <AvisosFormulario
            error={
              form.errors.form ??
              (cambio.isError && mensajeDeError(cambio.error, 'Error al cambiar la contraseña'))
            }
            exito={exito}
          />
          <Button type="submit" loading={cambio.isPending} style={{ alignSelf: 'flex-start' }}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
