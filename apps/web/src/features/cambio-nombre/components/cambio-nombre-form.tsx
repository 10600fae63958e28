import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { cambioNombreBody, MENSAJES_CAMBIO_NOMBRE } from '@mchabbo/shared/cambio-nombre/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useMisSolicitudes, useSolicitarCambioNombre } from '../api';
import { EstadoSolicitud } from './estado-solicitud';

/** The new name, checked with the rule the server applies to it. */
const nombreFormulario = cambioNombreBody.pick({ newName: true });

/**
 * The member's own request, under the latest one they made (docs/reglas.md, Name changes
 * 13.9): "Enviar" stays disabled while the new name is empty or a request waits.
 */
export function CambioNombreForm({ nameUser }: { nameUser: string }) {
  const mias = useMisSolicitudes();
  const ultima = mias.data?.[0];
  const esperando = ultima?.estado === 'pendiente';
  const form = useForm({
    initialValues: { newName: '' },
    // Kept until the next send, as the server's refusal would be.
    clearInputErrorOnChange: false,
    validate: schemaResolver(nombreFormulario, { sync: true }),
    transformValues: (valores) => nombreFormulario.parse(valores),
  });
  const [exito, setExito] = useState<string | null>(null);
  const solicitar = useSolicitarCambioNombre();
  const vacio = form.values.newName.trim() === '';

  const onSubmit = form.onSubmit(
    ({ newName }) => {
      if (esperando) return;
      setExito(null);
      solicitar.mutate(
        { newName, nameUser },
        {
          onSuccess: (data) => {
            setExito(data?.message || MENSAJES_CAMBIO_NOMBRE.enviado);
            form.reset();
          },
        },
      );
    },
    () => {
      setExito(null);
      solicitar.reset();
    },
  );

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
            disabled={esperando}
            {...form.getInputProps('newName')}
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
