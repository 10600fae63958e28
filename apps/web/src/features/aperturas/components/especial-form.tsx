import '@mantine/core/styles/NumberInput.css';
import { Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MENSAJES_APERTURAS as M } from '@mchabbo/shared/aperturas/contratos';
import { instanteLocal } from '@mchabbo/shared/aperturas/horario';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useHorario, useCrearEspecial } from '../api';

/** The administration's one-off opening (an event) or closed day. */
export function EspecialForm() {
  const horario = useHorario();
  const crear = useCrearEspecial();
  const [tipo, setTipo] = useState<'apertura' | 'cierre'>('apertura');
  const zona = horario.data?.zona_horaria ?? 'Europe/Madrid';
  const form = useForm({
    initialValues: {
      fecha: '',
      hora: '21:00',
      duracion_horas: 3 as number | string,
      titulo: '',
      encargados_minimos: 1 as number | string,
      motivo: '',
    },
    validate: {
      fecha: (v) => (v ? null : M.fecha),
      titulo: (v) => (tipo === 'apertura' && !v.trim() ? M.titulo : null),
      motivo: (v) => (tipo === 'cierre' && !v.trim() ? M.motivo : null),
    },
  });

  function enviar(v: typeof form.values) {
    const body =
      tipo === 'apertura'
        ? {
            inicio: instanteLocal(v.fecha, v.hora, zona).toISOString(),
            duracion_horas: Number(v.duracion_horas),
            titulo: v.titulo.trim(),
            encargados_minimos: Number(v.encargados_minimos),
          }
        : { fecha: v.fecha, cerrado: true as const, motivo: v.motivo.trim() };
    crear.mutate(body, { onSuccess: () => form.reset() });
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="apertura-especial">
      <form onSubmit={form.onSubmit(enviar)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="apertura-especial">
            Aperturas especiales y días cerrados
          </Title>
          <Group gap="xs" role="group" aria-label="Tipo">
            {(
              [
                ['apertura', 'Apertura especial'],
                ['cierre', 'Cerrar un día'],
              ] as const
            ).map(([valor, etiqueta]) => (
              <Button
                key={valor}
                variant={tipo === valor ? 'filled' : 'default'}
                aria-pressed={tipo === valor}
                onClick={() => {
                  setTipo(valor);
                  crear.reset();
                }}
              >
                {etiqueta}
              </Button>
            ))}
          </Group>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput label="Fecha" type="date" w={170} {...form.getInputProps('fecha')} />
            {tipo === 'apertura' ? (
              <>
                <TextInput label="Hora" type="time" w={135} {...form.getInputProps('hora')} />
                <NumberInput
                  label="Horas"
                  min={1}
                  max={12}
                  w={80}
                  {...form.getInputProps('duracion_horas')}
                />
                <NumberInput
                  label="Encargados"
                  min={0}
                  max={10}
                  w={100}
                  {...form.getInputProps('encargados_minimos')}
                />
              </>
            ) : null}
          </Group>
          {tipo === 'apertura' ? (
            <TextInput
              label="Título"
              maxLength={60}
              placeholder="Fiesta de Navidad"
              {...form.getInputProps('titulo')}
            />
          ) : (
            <TextInput
              label="Motivo"
              maxLength={200}
              placeholder="Mantenimiento del hotel"
              {...form.getInputProps('motivo')}
            />
          )}
          <Text size="xs" c="dimmed">
            Fecha y hora de {zona}.
            {tipo === 'cierre' ? ' La portada mostrará «Hoy cerrado» con el motivo.' : ''}
          </Text>
          <AvisosFormulario
            error={crear.isError && mensajeDeError(crear.error, M.error)}
            exito={crear.isSuccess && crear.data.message}
          />
          <Group>
            <Button type="submit" loading={crear.isPending}>
              {tipo === 'apertura' ? 'Crear apertura' : 'Cerrar el día'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
