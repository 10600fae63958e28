import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { ajustes as ajustesSchema, type Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { useCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { mensajeDeError } from '@/lib/api-client';
import { erroresPorCampo } from '@/lib/errores-campo';
import { useGuardarAjustes } from '../api';
import { GuardarAjustes, TarjetaAjustes } from './tarjeta-ajustes';

/** The settings this card edits; promotions and Discord have their own cards. */
const esquemaGeneral = ajustesSchema.pick({
  porcentaje_dueno: true,
  zona_horaria: true,
  max_turno_horas: true,
  advertencias_max: true,
  dias_inactividad: true,
  verificar_habbo: true,
  deshacer_segundos: true,
  peticion_minutos: true,
});

/** IANA time zones this browser knows, with the current one first if it is missing. */
function zonasHorarias(actual: string): string[] {
  const todas =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return todas.includes(actual) ? todas : [actual, ...todas];
}

const numero = (v: number | string) =>
  typeof v === 'number' ? v : v.trim() === '' ? undefined : Number(v);

/** What the form holds: a number field is '' while empty. */
type ValoresAjustes = {
  [K in keyof typeof esquemaGeneral.shape]: K extends 'verificar_habbo'
    ? boolean
    : K extends 'zona_horaria'
      ? string | null
      : number | string;
};

/** The body the server's own contract checks. */
const cuerpo = (v: ValoresAjustes) => ({
  porcentaje_dueno: numero(v.porcentaje_dueno),
  zona_horaria: v.zona_horaria ?? undefined,
  max_turno_horas: numero(v.max_turno_horas),
  advertencias_max: numero(v.advertencias_max),
  dias_inactividad: numero(v.dias_inactividad),
  verificar_habbo: v.verificar_habbo,
  deshacer_segundos: numero(v.deshacer_segundos),
  peticion_minutos: numero(v.peticion_minutos),
});

function FormularioAjustes({ inicial }: { inicial: Ajustes }) {
  const [exito, setExito] = useState<string | null>(null);
  const guardar = useGuardarAjustes();
  const form = useForm<ValoresAjustes>({
    initialValues: {
      porcentaje_dueno: inicial.porcentaje_dueno,
      zona_horaria: inicial.zona_horaria,
      max_turno_horas: inicial.max_turno_horas,
      advertencias_max: inicial.advertencias_max,
      dias_inactividad: inicial.dias_inactividad,
      verificar_habbo: inicial.verificar_habbo,
      deshacer_segundos: inicial.deshacer_segundos,
      peticion_minutos: inicial.peticion_minutos,
    },
    // Checked with the server's own contract on every change.
    validateInputOnChange: true,
    validate: (v) => {
      const r = esquemaGeneral.safeParse(cuerpo(v));
      return r.success ? {} : erroresPorCampo(r.error.issues);
    },
    onValuesChange: () => {
      setExito(null);
      guardar.reset();
    },
  });
  const zonas = useMemo(() => zonasHorarias(inicial.zona_horaria), [inicial.zona_horaria]);

  // This card saves its own fields only; until then it says so, and leaving asks.
  const sucio = form.isDirty();
  useCambiosSinGuardar('Ajustes del restaurante', sucio);

  const onSubmit = form.onSubmit((v) =>
    guardar.mutate(esquemaGeneral.parse(cuerpo(v)), {
      onSuccess: (d) => {
        form.resetDirty();
        setExito(d?.message || 'Ajustes guardados');
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-titulo">
      <Stack>
        <NumberInput
          label="Porcentaje del dueño"
          description="Parte del costo de cada venta que corresponde al dueño."
          {...form.getInputProps('porcentaje_dueno')}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
        />
        <Select
          label="Zona horaria de la semana de paga"
          description="La semana de paga va de lunes a domingo en esta zona."
          data={zonas}
          {...form.getInputProps('zona_horaria')}
          searchable
          limit={100}
          nothingFoundMessage="Ninguna zona coincide"
          allowDeselect={false}
        />
        <NumberInput
          label="Turno máximo (horas)"
          description="Un tiempo que llega a estas horas se pausa solo y se marca como olvidado."
          {...form.getInputProps('max_turno_horas')}
          min={1}
          max={24}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label="Advertencias para proponer un despido"
          description="Con estas advertencias activas, la persona aparece como «Propuesto para despido»."
          {...form.getInputProps('advertencias_max')}
          min={1}
          max={20}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label="Días sin turno para estar inactivo"
          description="Quien no tiene turnos confirmados en estos días (y no está de ausencia) figura como inactivo."
          {...form.getInputProps('dias_inactividad')}
          min={1}
          max={90}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label="Segundos para deshacer una confirmación"
          description="Tras confirmar un tiempo, el encargado puede deshacerlo durante estos segundos."
          {...form.getInputProps('deshacer_segundos')}
          min={10}
          max={600}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label="Minutos de espera de una petición de tiempo"
          description="Una petición de tiempo que nadie atiende en estos minutos caduca y se avisa a quien la pidió."
          {...form.getInputProps('peticion_minutos')}
          min={5}
          max={240}
          allowDecimal={false}
          allowNegative={false}
        />
        <Switch
          label="Verificar cuentas con Habbo"
          description="Para registrarse, cada persona pone un código en su misión de Habbo. Necesita que el servidor llegue a Habbo."
          {...form.getInputProps('verificar_habbo', { type: 'checkbox' })}
        />
        <GuardarAjustes
          error={guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')}
          exito={exito}
          guardando={guardar.isPending}
          sucio={sucio}
          deshabilitado={!form.isValid()}
        >
          Guardar ajustes
        </GuardarAjustes>
      </Stack>
    </form>
  );
}

/** The owner's settings: owner share of sales, pay week time zone, maximum shift. */
export function AjustesCard() {
  return (
    <TarjetaAjustes
      id="ajustes-titulo"
      titulo="Ajustes del restaurante"
      descripcion="Solo el dueño ve y cambia estos valores."
    >
      {(data) => <FormularioAjustes inicial={data} />}
    </TarjetaAjustes>
  );
}
