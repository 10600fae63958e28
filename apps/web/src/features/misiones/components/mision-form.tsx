import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Autocomplete,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { misionBase, misionesDeRango } from '@mchabbo/shared/misiones/catalogo';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useGuardarMision, type GuardarMisionInput } from '../api';
import {
  CAMPOS_CREDITO,
  esDuplicada,
  MISION_DUPLICADA,
  VALORES_VACIOS,
  validarCambios,
  validarNueva,
  valoresDe,
  type CampoCredito,
  type ErroresMision,
  type ValoresMision,
} from '../utils/valores-mision';

const ETIQUETA_CREDITO: Record<CampoCredito, string> = {
  costo: 'Costo',
  pago_1h: 'Pago 1h',
  pago_2h: 'Pago 2h',
  pago_3h: 'Pago 3h',
  pago_semanal: 'Pago semanal',
};

interface MisionFormProps {
  /** Names of the ranks the user may add missions to, highest first. */
  rangos: readonly string[];
  /** The live catalog, to warn about a name the rank already has. */
  misiones: readonly Mision[];
  /** The mission being edited, or null to create one. */
  editando: Mision | null;
  onGuardada: (mensaje: string) => void;
  onCancelar: () => void;
}

/**
 * Create or edit a mission (docs/reglas.md, Missions). Choosing a rank, then one of its
 * built-in missions, prefills the cost, pays and requirements from the shared table; any
 * value stays editable and a new name may be typed.
 */
export function MisionForm({
  rangos,
  misiones,
  editando,
  onGuardada,
  onCancelar,
}: MisionFormProps) {
  const form = useForm<ValoresMision>({
    initialValues: editando ? valoresDe(editando) : VALORES_VACIOS,
    // A change clears the errors of the fields it changed, and the form's own.
    clearInputErrorOnChange: false,
    validate: (v) => {
      const resultado = editando ? validarCambios(editando, v) : validarNueva(v);
      return 'errores' in resultado ? resultado.errores : {};
    },
  });
  const valores = form.values;
  const errores: ErroresMision = form.errors;
  const nombreRef = useRef<HTMLInputElement>(null);
  const tarjetaRef = useRef<HTMLDivElement>(null);
  const guardar = useGuardarMision();

  useEffect(() => {
    if (!editando) return;
    tarjetaRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    nombreRef.current?.focus({ preventScroll: true });
  }, [editando]);

  const cambiar = (cambios: Partial<ValoresMision>) => {
    form.setValues(cambios);
    for (const campo of [...Object.keys(cambios), 'form']) form.clearFieldError(campo);
  };

  const elegirRango = (rango: string | null) => cambiar({ ...VALORES_VACIOS, rango });

  const elegirMision = (nombre: string) => {
    const base = valores.rango ? misionBase(valores.rango, nombre) : undefined;
    cambiar(base ? { ...valoresDe(base), mision: nombre } : { mision: nombre });
  };

  /** What is sent: a new mission, or only what changed of the edited one. */
  const aEnviar = (v: ValoresMision): GuardarMisionInput | null => {
    if (editando) {
      const r = validarCambios(editando, v);
      return 'errores' in r ? null : { tipo: 'editar', id: editando.id, datos: r.datos };
    }
    const r = validarNueva(v);
    return 'errores' in r ? null : { tipo: 'crear', datos: r.datos };
  };

  const duplicada = esDuplicada(misiones, valores.rango, valores.mision, editando?.id);

  const onSubmit = form.onSubmit(
    (v) => {
      const envio = aEnviar(v);
      if (!envio || duplicada) return;
      guardar.mutate(envio, {
        onSuccess: (m) =>
          onGuardada(
            editando ? `Misión "${m.mision}" actualizada.` : `Misión "${m.mision}" creada.`,
          ),
      });
    },
    () => guardar.reset(),
  );

  const errorMision = errores.mision ?? (duplicada ? MISION_DUPLICADA : undefined);
  const errorGeneral =
    errores.form ??
    (guardar.isError ? mensajeDeError(guardar.error, 'Error al guardar la misión') : null);

  return (
    <Card withBorder padding="lg" ref={tarjetaRef} style={{ scrollMarginTop: 80 }}>
      <Title order={2} size="h4" id="mision-form-titulo">
        {editando ? `Editar misión: ${editando.mision}` : 'Nueva misión'}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Costos y pagos en créditos. Todos los campos son obligatorios.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="mision-form-titulo">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Rango"
              placeholder="Elige un rango"
              data={editando ? [editando.rango] : rangos}
              value={valores.rango}
              onChange={elegirRango}
              disabled={Boolean(editando)}
              description={editando ? 'El rango de una misión no cambia.' : undefined}
              error={errores.rango}
              searchable
              nothingFoundMessage="Ningún rango coincide"
              withAsterisk
            />
            <Autocomplete
              ref={nombreRef}
              label="Misión"
              placeholder={valores.rango ? 'Elige o escribe una misión' : 'Elige antes un rango'}
              description="Una del catálogo rellena costo, pagos y requisitos."
              data={valores.rango ? misionesDeRango(valores.rango) : []}
              value={valores.mision}
              onChange={elegirMision}
              disabled={!valores.rango}
              error={errorMision}
              withAsterisk
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
            {CAMPOS_CREDITO.map((campo) => (
              <NumberInput
                key={campo}
                label={ETIQUETA_CREDITO[campo]}
                value={valores[campo]}
                onChange={(v) => cambiar({ [campo]: v })}
                min={0}
                max={1_000_000}
                allowNegative={false}
                allowDecimal={false}
                error={errores[campo]}
                withAsterisk
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput
              label="Requisito de horas"
              placeholder="3h"
              value={valores.requisito_hrs}
              onChange={(e) => cambiar({ requisito_hrs: e.currentTarget.value })}
              error={errores.requisito_hrs}
              withAsterisk
            />
            <TextInput
              label="Requisito de veces"
              placeholder="3"
              value={valores.requisito_times}
              onChange={(e) => cambiar({ requisito_times: e.currentTarget.value })}
              error={errores.requisito_times}
              withAsterisk
            />
          </SimpleGrid>
          <AvisosFormulario error={errorGeneral} />
          <Group gap="sm">
            <Button type="submit" loading={guardar.isPending}>
              {editando ? 'Actualizar' : 'Crear'}
            </Button>
            <Button variant="default" onClick={onCancelar} disabled={guardar.isPending}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
