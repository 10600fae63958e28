import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MENSAJES_CAMBIO_NOMBRE } from '@mchabbo/shared/cambio-nombre/contratos';
import { nombreUsuario } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useSolicitarCambioNombre } from '../api/solicitar-cambio-nombre';

/** The member's own request: "Enviar" stays disabled while the new name is empty. */
export function CambioNombreForm({ nameUser }: { nameUser: string }) {
  const [nuevo, setNuevo] = useState('');
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  const solicitar = useSolicitarCambioNombre({
    onSuccess: (data) => {
      setExito(data?.message || MENSAJES_CAMBIO_NOMBRE.enviado);
      setNuevo('');
    },
  });
  const vacio = nuevo.trim() === '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (vacio) return;
    setExito(null);
    solicitar.reset();
    const regla = nombreUsuario.safeParse(nuevo);
    if (!regla.success) {
      setErrorLocal(regla.error.issues[0]?.message ?? MENSAJES_CAMBIO_NOMBRE.error);
      return;
    }
    setErrorLocal(null);
    solicitar.mutate({ newName: regla.data, nameUser });
  }

  return (
    <Card withBorder padding="lg" maw={560}>
      <form onSubmit={onSubmit} noValidate aria-label="Solicitar cambio de nombre">
        <Stack>
          <div>
            <Text size="sm" c="dimmed">
              Nombre actual
            </Text>
            <Text fw={700} size="lg" style={{ wordBreak: 'break-word' }}>
              {nameUser}
            </Text>
          </div>
          <TextInput
            label="Nuevo nombre"
            description="Tu nuevo nombre en Habbo. Un administrador revisará la solicitud."
            name="newName"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            value={nuevo}
            onChange={(e) => setNuevo(e.currentTarget.value)}
            error={errorLocal}
          />
          <AvisosFormulario
            error={
              solicitar.isError && mensajeDeError(solicitar.error, MENSAJES_CAMBIO_NOMBRE.error)
            }
            exito={
              exito && (
                <>
                  {exito}
                  <Text size="sm" mt={4}>
                    Cuando la aprueben, accede con tu nuevo nombre.
                  </Text>
                </>
              )
            }
          />
          <Button
            type="submit"
            disabled={vacio}
            loading={solicitar.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Enviar
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
