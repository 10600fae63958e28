import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MENSAJES_CAMBIO_NOMBRE } from '@mchabbo/shared/cambio-nombre/contratos';
import { nombreUsuario } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useMisSolicitudes } from '../api/get-mis-solicitudes';
import { useSolicitarCambioNombre } from '../api/solicitar-cambio-nombre';
import { EstadoSolicitud } from './estado-solicitud';

/**
 * The member's own request, under the latest one they made (docs/reglas.md, Name changes
 * 13.9): "Enviar" stays disabled while the new name is empty or a request waits.
 */
export function CambioNombreForm({ nameUser }: { nameUser: string }) {
  const mias = useMisSolicitudes();
  const ultima = mias.data?.[0];
  const esperando = ultima?.estado === 'pendiente';
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
    if (vacio || esperando) return;
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
          {ultima ? <EstadoSolicitud solicitud={ultima} /> : null}
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
            disabled={esperando}
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
            disabled={vacio || esperando}
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
