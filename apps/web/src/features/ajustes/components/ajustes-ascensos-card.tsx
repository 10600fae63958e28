import '@mantine/core/styles/NumberInput.css';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ajustes, type AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { ASCENSO_MIN_DIAS_POR_DEFECTO, lemaDeMision } from '@mchabbo/shared/ascensos/reglas';
import { RANGOS } from '@mchabbo/shared/misiones/catalogo';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { useAppName } from '@/lib/app-config';
import { useGuardarAjustes } from '../api';
import { GuardarAjustes, TarjetaAjustes } from './tarjeta-ajustes';

const esquema = ajustes.pick({ ascenso_min_dias: true, formato_mision: true });

/** Ranks that can be promoted (levels 1–6), highest first. */
const RANGOS_ASCENSO = RANGOS.filter((r) => r.nivel >= 1 && r.nivel <= 6);

function Formulario({ inicial }: { inicial: AjustesVista }) {
  const [exito, setExito] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      ascenso_min_dias: inicial.ascenso_min_dias,
      formato_mision: inicial.formato_mision,
    },
    validate: schemaResolver(esquema, { sync: true }),
    // An edit after saving: the card no longer says "guardados".
    onValuesChange: () => setExito(null),
  });
  const guardar = useGuardarAjustes();
  const app = useAppName();

  // This card saves its own fields only; until then it says so, and leaving asks.
  const sucio = form.isDirty();
  useCambiosSinGuardar('Ascensos', sucio);

  const onSubmit = form.onSubmit((valores) => {
    setExito(null);
    guardar.reset();
    guardar.mutate(esquema.parse(valores), {
      onSuccess: () => {
        form.resetDirty();
        setExito('Ajustes de ascensos guardados');
      },
    });
  });

  const dias = form.values.ascenso_min_dias;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-ascensos-titulo">
      <Stack>
        <Text size="sm" fw={500}>
          Días mínimos en el rango antes de un ascenso
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {RANGOS_ASCENSO.map((r) => (
            <NumberInput
              key={r.nombre}
              label={r.nombre}
              value={dias[r.nombre] ?? ''}
              placeholder={String(ASCENSO_MIN_DIAS_POR_DEFECTO)}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => {
                const resto = { ...dias };
                if (typeof v === 'number') resto[r.nombre] = v;
                else delete resto[r.nombre];
                form.setFieldValue('ascenso_min_dias', resto);
              }}
            />
          ))}
        </SimpleGrid>
        {form.errors.ascenso_min_dias ? (
          <Text size="sm" c="red">
            {form.errors.ascenso_min_dias}
          </Text>
        ) : null}
        <TextInput
          label="Misión de Habbo de cada puesto"
          description="Se copia al aprobar un ascenso. Admite {app}, {rango} y {mision}."
          {...form.getInputProps('formato_mision')}
        />
        <Text size="sm" c="dimmed">
          Ejemplo:{' '}
          {lemaDeMision(form.values.formato_mision, { app, rango: 'Sub chef', mision: 'Sub chef' })}
        </Text>
        <GuardarAjustes
          error={guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')}
          exito={exito}
          guardando={guardar.isPending}
          sucio={sucio}
        >
          Guardar ajustes de ascensos
        </GuardarAjustes>
      </Stack>
    </form>
  );
}

/** The owner's settings of promotions: minimum days per rank and the Habbo motto. */
export function AjustesAscensosCard() {
  return (
    <TarjetaAjustes id="ajustes-ascensos-titulo" titulo="Ascensos">
      {(data) => <Formulario inicial={data} />}
    </TarjetaAjustes>
  );
}
