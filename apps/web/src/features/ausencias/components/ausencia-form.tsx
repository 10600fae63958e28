import { Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { crearAusenciaBody, MENSAJES_AUSENCIAS as M } from '@mchabbo/shared/ausencias/contratos';
import { MotivoYEnvio } from '@/components/ui/motivo-y-envio';
import { useBorrador } from '@/lib/borrador';
import { mensajeDeError } from '@/lib/api-client';
import { useSolicitarAusencia } from '../api';

const VACIO = { desde: '', hasta: '', motivo: '' };

/** The leave request form: from, to (at most 60 days) and a reason. */
export function AusenciaForm() {
  // The draft stays for the session: leaving the page and coming back finds it.
  const borrador = useBorrador('ausencia', VACIO);
  const form = useForm({
    initialValues: borrador.iniciales,
    onValuesChange: borrador.guardar,
    // The messages stay until the next try.
    clearInputErrorOnChange: false,
    validate: schemaResolver(crearAusenciaBody, { sync: true }),
    transformValues: (valores) => crearAusenciaBody.parse(valores),
  });
  const [exito, setExito] = useState<string | null>(null);
  const solicitar = useSolicitarAusencia();

  const onSubmit = form.onSubmit(
    (datos) => {
      setExito(null);
      solicitar.mutate(datos, {
        onSuccess: (data) => {
          setExito(data.message || M.solicitada);
          borrador.olvidar();
          form.setInitialValues(VACIO);
          form.reset();
        },
      });
    },
    () => {
      setExito(null);
      solicitar.reset();
    },
  );

  return (
    <Card withBorder padding="lg" maw={560}>
      <Title order={2} size="h4" id="ausencia-form-titulo" mb="md">
        Solicitar ausencia
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="ausencia-form-titulo">
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label="Desde"
              withAsterisk
              miw={150}
              {...form.getInputProps('desde')}
            />
            <TextInput
              type="date"
              label="Hasta"
              withAsterisk
              miw={150}
              {...form.getInputProps('hasta')}
            />
          </Group>
          <MotivoYEnvio
            etiqueta="Motivo"
            placeholder="Por qué te ausentas"
            filas={3}
            motivo={form.values.motivo}
            onChange={(motivo) => form.setFieldValue('motivo', motivo)}
            errorMotivo={form.errors.motivo}
            errorEnvio={solicitar.isError && mensajeDeError(solicitar.error, M.error)}
            exito={exito}
            enviar="Solicitar"
            cargando={solicitar.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
