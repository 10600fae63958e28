import '@mantine/core/styles/NumberInput.css';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { MENSAJES_APERTURAS as M, type HorarioBody } from '@mchabbo/shared/aperturas/contratos';
import { DIAS_SEMANA } from '@mchabbo/shared/aperturas/horario';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useHorario, useGuardarHorario } from '../api';

const DIAS = DIAS_SEMANA.map((nombre, i) => ({ value: String(i + 1), label: nombre }));

interface Fila {
  dia: string;
  hora: string;
  duracion_horas: number | string;
  encargados_minimos: number | string;
  nota: string;
}

/** The owner's weekly schedule: the openings of each day and the landing's countries. */
export function HorarioEditor() {
  const horario = useHorario();
  if (!horario.data) {
    return horario.isError ? (
      <AvisosFormulario errorCarga={mensajeDeError(horario.error, M.errorCarga)} />
    ) : null;
  }
  return <Formulario inicial={horario.data} />;
}

function Formulario({ inicial }: { inicial: HorarioBody & { zona_horaria: string } }) {
  const guardar = useGuardarHorario();
  const form = useForm({
    initialValues: {
      semana: inicial.semana.map((a): Fila => ({
        dia: String(a.dia),
        hora: a.hora,
        duracion_horas: a.duracion_horas,
        encargados_minimos: a.encargados_minimos,
        nota: a.nota ?? '',
      })),
      paises: inicial.paises,
    },
  });

  function enviar(v: typeof form.values) {
    guardar.mutate(
      {
        semana: v.semana.map((f) => ({
          dia: Number(f.dia),
          hora: f.hora,
          duracion_horas: Number(f.duracion_horas),
          encargados_minimos: Number(f.encargados_minimos),
          nota: f.nota.trim() || null,
        })),
        paises: v.paises,
      },
      { onSuccess: () => form.resetDirty() },
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="horario-semanal">
      <form onSubmit={form.onSubmit(enviar)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="horario-semanal">
            Horario semanal
          </Title>
          <Text size="sm" c="dimmed">
            Horas de {inicial.zona_horaria}. La portada las muestra en la hora de cada país.
          </Text>
          {form.values.semana.map((_, i) => (
            <Group key={form.key(`semana.${i}`)} gap="xs" align="flex-end" wrap="wrap">
              <Select
                label="Día"
                data={DIAS}
                allowDeselect={false}
                w={130}
                {...form.getInputProps(`semana.${i}.dia`)}
              />
              <TextInput
                label="Hora"
                type="time"
                w={135}
                {...form.getInputProps(`semana.${i}.hora`)}
              />
              <NumberInput
                label="Horas"
                min={1}
                max={12}
                w={80}
                {...form.getInputProps(`semana.${i}.duracion_horas`)}
              />
              <NumberInput
                label="Encargados"
                min={0}
                max={10}
                w={100}
                {...form.getInputProps(`semana.${i}.encargados_minimos`)}
              />
              <TextInput
                label="Nota"
                maxLength={100}
                style={{ flex: '1 1 140px' }}
                {...form.getInputProps(`semana.${i}.nota`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Quitar la apertura ${i + 1}`}
                onClick={() => form.removeListItem('semana', i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              onClick={() =>
                form.insertListItem('semana', {
                  dia: '1',
                  hora: '20:00',
                  duracion_horas: 6,
                  encargados_minimos: 1,
                  nota: '',
                })
              }
            >
              Añadir apertura
            </Button>
          </Group>
          <Title order={3} size="h5">
            Países de la portada
          </Title>
          {form.values.paises.map((_, i) => (
            <Group key={form.key(`paises.${i}`)} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label="País"
                maxLength={30}
                w={150}
                {...form.getInputProps(`paises.${i}.pais`)}
              />
              <TextInput
                label="Zona horaria"
                style={{ flex: '1 1 200px' }}
                {...form.getInputProps(`paises.${i}.zona`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Quitar el país ${i + 1}`}
                onClick={() => form.removeListItem('paises', i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              onClick={() => form.insertListItem('paises', { pais: '', zona: 'Europe/Madrid' })}
            >
              Añadir país
            </Button>
          </Group>
          <AvisosFormulario
            error={guardar.isError && mensajeDeError(guardar.error, M.error)}
            exito={
              guardar.isSuccess &&
              `${guardar.data.message}: ${guardar.data.semana.length} aperturas a la semana.`
            }
          />
          <Group>
            <Button type="submit" loading={guardar.isPending}>
              Guardar horario
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
