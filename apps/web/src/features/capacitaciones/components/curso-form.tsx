import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  MENSAJES_CAPACITACIONES as M,
  PRIMER_RANGO,
  type CrearCapacitacionBody,
} from '@mchabbo/shared/capacitaciones/contratos';
import { Dialogo } from '@/components/ui/dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useRangos } from '@/features/rangos/api';
import { useCrearCapacitacion, useEdicion, useEditarCapacitacion } from '../api';

interface PreguntaEditable {
  texto: string;
  /** One option per line. */
  opciones: string;
  correcta: string | null;
}

const lineas = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const NINGUNA = 'ninguna';

/** The fields a course is written with, from an empty form or the course being edited. */
function Campos({
  inicial,
  onEnviar,
  id,
}: {
  inicial: CrearCapacitacionBody;
  onEnviar: (body: CrearCapacitacionBody) => void;
  id: string;
}) {
  const rangos = useRangos();
  const [nombre, setNombre] = useState(inicial.nombre);
  const [descripcion, setDescripcion] = useState(inicial.descripcion ?? '');
  const [nivel, setNivel] = useState<number | string>(inicial.nivel_instructor ?? 3);
  const [requerida, setRequerida] = useState(inicial.requerida_para ?? NINGUNA);
  const [aprobadoCon, setAprobadoCon] = useState<number | string>(
    inicial.examen?.aprobado_con ?? 80,
  );
  const [espera, setEspera] = useState<number | string>(inicial.examen?.espera_minutos ?? 10);
  const [preguntas, setPreguntas] = useState<PreguntaEditable[]>(
    (inicial.examen?.preguntas ?? []).map((p) => ({
      texto: p.texto,
      opciones: p.opciones.join('\n'),
      correcta: String(p.correcta),
    })),
  );
  const cambiar = (i: number, cambio: Partial<PreguntaEditable>) =>
    setPreguntas((l) => l.map((p, j) => (j === i ? { ...p, ...cambio } : p)));

  return (
    <form
      id={id}
      onSubmit={(e) => {
        e.preventDefault();
        onEnviar({
          nombre,
          descripcion,
          nivel_instructor: Number(nivel),
          requerida_para: requerida === NINGUNA ? null : requerida,
          examen:
            preguntas.length === 0
              ? null
              : {
                  preguntas: preguntas.map((p) => ({
                    texto: p.texto,
                    opciones: lineas(p.opciones),
                    correcta: Number(p.correcta ?? -1),
                  })),
                  aprobado_con: Number(aprobadoCon),
                  espera_minutos: Number(espera),
                },
        });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Nombre"
          required
          maxLength={80}
          value={nombre}
          data-autofocus
          onChange={(e) => setNombre(e.currentTarget.value)}
        />
        <Textarea
          label="Descripción"
          description="Deja una línea en blanco entre párrafos."
          autosize
          minRows={3}
          maxLength={4000}
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
        />
        <NumberInput
          label="Nivel más bajo que puede impartirla"
          description="0 dueño … 6; por defecto 3."
          min={0}
          max={6}
          value={nivel}
          onChange={setNivel}
        />
        <Select
          label="Obligatoria para"
          allowDeselect={false}
          value={requerida}
          onChange={(v) => setRequerida(v ?? NINGUNA)}
          data={[
            { value: NINGUNA, label: 'Nada' },
            { value: PRIMER_RANGO, label: 'El primer rango' },
            ...rangos
              .filter((r) => r.nivel >= 1)
              .map((r) => ({ value: r.nombre, label: r.nombre })),
          ]}
        />
        <Text fw={600}>
          Examen ({preguntas.length === 0 ? 'sin examen' : `${preguntas.length} preguntas`})
        </Text>
        {preguntas.map((p, i) => (
          <Card key={i} withBorder padding="sm">
            <Stack gap="xs">
              <TextInput
                label={`Pregunta ${i + 1}`}
                required
                value={p.texto}
                onChange={(e) => cambiar(i, { texto: e.currentTarget.value })}
              />
              <Textarea
                label="Opciones (una por línea, de 2 a 6)"
                autosize
                minRows={2}
                required
                value={p.opciones}
                onChange={(e) => cambiar(i, { opciones: e.currentTarget.value, correcta: null })}
              />
              <Select
                label="Respuesta correcta"
                required
                value={p.correcta}
                onChange={(v) => cambiar(i, { correcta: v })}
                data={lineas(p.opciones).map((o, j) => ({ value: String(j), label: o }))}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  h={44}
                  onClick={() => setPreguntas((l) => l.filter((_, j) => j !== i))}
                >
                  Quitar pregunta
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            h={44}
            onClick={() => setPreguntas((l) => [...l, { texto: '', opciones: '', correcta: null }])}
            disabled={preguntas.length >= 30}
          >
            Añadir pregunta
          </Button>
        </Group>
        {preguntas.length > 0 ? (
          <Group grow>
            <NumberInput
              label="Aprobado con (%)"
              min={1}
              max={100}
              value={aprobadoCon}
              onChange={setAprobadoCon}
            />
            <NumberInput
              label="Espera entre intentos (min)"
              min={0}
              max={10080}
              value={espera}
              onChange={setEspera}
            />
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

const VACIA: CrearCapacitacionBody = { nombre: '' };

/** Creates a course, or edits one (`id`), for levels 0–1 (docs/reglas.md, Trainings 33.1). */
export function CursoDialogo({
  id,
  onCerrar,
  onHecho,
}: {
  id: number | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}) {
  const edicion = useEdicion(id);
  const crear = useCrearCapacitacion();
  const editar = useEditarCapacitacion();
  const envio = id === null ? crear : editar;
  const listo = id === null || edicion.data !== undefined;
  return (
    <Dialogo
      opened
      tactil
      titulo={id === null ? 'Nueva capacitación' : 'Editar capacitación'}
      onCerrar={onCerrar}
      confirmar="Guardar"
      formulario="curso-form"
      cargando={envio.isPending}
      confirmarDeshabilitado={!listo}
      error={
        (envio.isError && mensajeDeError(envio.error, M.error)) ||
        (edicion.isError && mensajeDeError(edicion.error, M.errorCarga))
      }
      foco="ninguno"
    >
      {listo ? (
        <Campos
          id="curso-form"
          inicial={edicion.data ?? VACIA}
          onEnviar={(body) => {
            const hecho = () => onHecho(`Capacitación «${body.nombre}» guardada.`);
            if (id === null) crear.mutate(body, { onSuccess: hecho });
            else editar.mutate({ id, ...body }, { onSuccess: hecho });
          }}
        />
      ) : (
        <Text c="dimmed">Cargando…</Text>
      )}
    </Dialogo>
  );
}
