import { Button, Card, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { CamposClave, CLAVES_VACIAS, validarClaves } from './campos-clave';

/** Password change; the new token the server returns replaces the stored one. */
export function CambioClaveForm({ nameUser }: { nameUser: string }) {
  const [valores, setValores] = useState(CLAVES_VACIAS);
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  const [exito, setExito] = useState<string | null>(null);

  const cambio = useChangePassword({
    onSuccess: (data) => {
      setExito(data?.message || 'Contraseña cambiada correctamente');
      setValores(CLAVES_VACIAS);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    cambio.reset();
    const problema = validarClaves(valores);
    setErrorLocal(problema);
    if (problema) return;
    cambio.mutate({ nameUser, oldPassword: valores.actual, newPassword: valores.nueva });
  }

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="cambio-clave-titulo" mb="md">
        Cambiar contraseña
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="cambio-clave-titulo">
        <Stack>
          <CamposClave valores={valores} onChange={setValores} etiquetaActual="Contraseña actual" />
          <AvisosFormulario
            error={
              errorLocal ??
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
