import { Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { advertirFormulario, MENSAJES_ADVERTENCIAS } from '@mchabbo/shared/advertencias/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useAdvertirDesdeRevision } from '../api';

interface AdvertirDialogoProps {
  usuario: string;
  /** The reason offered (the flag in words), which may still be changed. */
  motivo: string;
  onCerrar: () => void;
  onAdvertido: (mensaje: string) => void;
}

/**
 * The warning form, filled in from a flag of Revisión (docs/reglas.md, Habbo roster
 * 35.4): says who is warned and why before sending. Mount it with a `key` per person.
 */
export function AdvertirDialogo({ usuario, motivo, onCerrar, onAdvertido }: AdvertirDialogoProps) {
  const form = useForm({
    initialValues: { usuario, motivo },
    validate: schemaResolver(advertirFormulario, { sync: true }),
  });
  const advertir = useAdvertirDesdeRevision();
  const enviar = () => {
    if (form.validate().hasErrors) return;
    advertir.mutate(
      { usuario, motivo: form.values.motivo.trim() },
      {
        onSuccess: (d) => {
          onAdvertido(d.message || MENSAJES_ADVERTENCIAS.registrada);
          onCerrar();
        },
      },
    );
  };
  return (
    <ConfirmarDialogo
      opened
      tactil
      color="orange"
      titulo={`¿Advertir a ${usuario}?`}
      confirmar="Advertir"
      onConfirmar={enviar}
      onCerrar={onCerrar}
      cargando={advertir.isPending}
      error={advertir.isError ? mensajeDeError(advertir.error, MENSAJES_ADVERTENCIAS.error) : null}
    >
      <Stack gap="sm">
        <Text size="sm">
          {usuario} recibirá una advertencia activa durante 30 días, con este motivo:
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
