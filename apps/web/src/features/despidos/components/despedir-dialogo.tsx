import { Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MENSAJES_DESPIDO as M,
  motivoDespidoFormulario,
  tituloDespedir,
} from '@mchabbo/shared/despidos/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useCrearDespido } from '../api';

interface DespedirDialogoProps {
  /** Who is dismissed; the dialog is open while there is someone. */
  usuario: string;
  /** The reason offered, which may still be changed. */
  motivo: string;
  /** The caller's own name, sent as `admin` (the server checks it). */
  admin?: string;
  onCerrar: () => void;
  /** After the dismissal is recorded, with the server's message. */
  onDespedido?: (mensaje: string) => void;
}

/**
 * The second look before a dismissal (docs/reglas.md, Dismissals 12.7): "¿Despedir a
 * {usuario}?" with what happens and the reason, editable, then "Despedir". Mount it with
 * a `key` per person so each opens with its own reason.
 */
export function DespedirDialogo({
  usuario,
  motivo,
  admin,
  onCerrar,
  onDespedido,
}: DespedirDialogoProps) {
  const form = useForm({
    initialValues: { motivo },
    validate: schemaResolver(motivoDespidoFormulario, { sync: true }),
  });
  const crear = useCrearDespido();

  const despedir = () => {
    if (form.validate().hasErrors) return;
    crear.mutate(
      { usuario, motivo: form.values.motivo.trim(), ...(admin ? { admin } : {}) },
      {
        onSuccess: (data) => {
          onDespedido?.(data?.message || M.registrado);
          onCerrar();
        },
      },
    );
  };

  return (
    <ConfirmarDialogo
      opened
      titulo={tituloDespedir(usuario)}
      confirmar={M.despedir}
      onConfirmar={despedir}
      onCerrar={onCerrar}
      cargando={crear.isPending}
      error={crear.isError ? mensajeDeError(crear.error, M.errorRegistrar) : null}
    >
      <Stack gap="sm">
        <Text size="sm">
          {usuario} pasará a invitado: pierde su misión y sus tiempos abiertos se cancelan.
          «Ingresar» se la devuelve.
        </Text>
        <Textarea
          label="Motivo"
          rows={3}
          maxLength={500}
          withAsterisk
          {...form.getInputProps('motivo')}
        />
      </Stack>
    </ConfirmarDialogo>
  );
}
