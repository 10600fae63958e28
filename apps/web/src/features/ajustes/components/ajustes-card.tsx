import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Button,
  Card,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { ajustes as ajustesSchema, type Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useAjustes } from '../api/get-ajustes';
import { useUpdateAjustes } from '../api/update-ajustes';

type Campo = keyof Ajustes;

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

function FormularioAjustes({ inicial }: { inicial: Ajustes }) {
  const [porcentaje, setPorcentaje] = useState<number | string>(inicial.porcentaje_dueno);
  const [zona, setZona] = useState<string | null>(inicial.zona_horaria);
  const [maxTurno, setMaxTurno] = useState<number | string>(inicial.max_turno_horas);
  const [advMax, setAdvMax] = useState<number | string>(inicial.advertencias_max);
  const [diasInactivo, setDiasInactivo] = useState<number | string>(inicial.dias_inactividad);
  const [verificarHabbo, setVerificarHabbo] = useState(inicial.verificar_habbo);
  const [deshacer, setDeshacer] = useState<number | string>(inicial.deshacer_segundos);
  const [peticion, setPeticion] = useState<number | string>(inicial.peticion_minutos);
  const [exito, setExito] = useState<string | null>(null);
  const guardar = useUpdateAjustes({
    onSuccess: (d) => setExito(d?.message || 'Ajustes guardados'),
  });
  const zonas = useMemo(() => zonasHorarias(inicial.zona_horaria), [inicial.zona_horaria]);

  // Checked with the server's own contract on every change.
  const resultado = esquemaGeneral.safeParse({
    porcentaje_dueno: numero(porcentaje),
    zona_horaria: zona ?? undefined,
    max_turno_horas: numero(maxTurno),
    advertencias_max: numero(advMax),
    dias_inactividad: numero(diasInactivo),
    verificar_habbo: verificarHabbo,
    deshacer_segundos: numero(deshacer),
    peticion_minutos: numero(peticion),
  });
  const errores: Partial<Record<Campo, string>> = {};
  if (!resultado.success) {
    for (const issue of resultado.error.issues) errores[issue.path[0] as Campo] ??= issue.message;
  }

  const cambiado = () => {
    setExito(null);
    guardar.reset();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!resultado.success) return;
    guardar.mutate(resultado.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ajustes-titulo">
      <Stack>
        <NumberInput
          label="Porcentaje del dueño"
          description="Parte del costo de cada venta que corresponde al dueño."
          value={porcentaje}
          onChange={(v) => {
            setPorcentaje(v);
            cambiado();
          }}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
          error={errores.porcentaje_dueno}
        />
        <Select
          label="Zona horaria de la semana de paga"
          description="La semana de paga va de lunes a domingo en esta zona."
          data={zonas}
          value={zona}
          onChange={(v) => {
            setZona(v);
            cambiado();
          }}
          searchable
          limit={100}
          nothingFoundMessage="Ninguna zona coincide"
          allowDeselect={false}
          error={errores.zona_horaria}
        />
        <NumberInput
          label="Turno máximo (horas)"
          description="Un tiempo que llega a estas horas se pausa solo y se marca como olvidado."
          value={maxTurno}
          onChange={(v) => {
            setMaxTurno(v);
            cambiado();
          }}
          min={1}
          max={24}
          allowDecimal={false}
          allowNegative={false}
          error={errores.max_turno_horas}
        />
        <NumberInput
          label="Advertencias para proponer un despido"
          description="Con estas advertencias activas, la persona aparece como «Propuesto para despido»."
          value={advMax}
          onChange={(v) => {
            setAdvMax(v);
            cambiado();
          }}
          min={1}
          max={20}
          allowDecimal={false}
          allowNegative={false}
          error={errores.advertencias_max}
        />
        <NumberInput
          label="Días sin turno para estar inactivo"
          description="Quien no tiene turnos confirmados en estos días (y no está de ausencia) figura como inactivo."
          value={diasInactivo}
          onChange={(v) => {
            setDiasInactivo(v);
            cambiado();
          }}
          min={1}
          max={90}
          allowDecimal={false}
          allowNegative={false}
          error={errores.dias_inactividad}
        />
        <NumberInput
          label="Segundos para deshacer una confirmación"
          description="Tras confirmar un tiempo, el encargado puede deshacerlo durante estos segundos."
          value={deshacer}
          onChange={(v) => {
            setDeshacer(v);
            cambiado();
          }}
          min={10}
          max={600}
          allowDecimal={false}
          allowNegative={false}
          error={errores.deshacer_segundos}
        />
        <NumberInput
          label="Minutos de espera de una petición de tiempo"
          description="Una petición de tiempo que nadie atiende en estos minutos caduca y se avisa a quien la pidió."
          value={peticion}
          onChange={(v) => {
            setPeticion(v);
            cambiado();
          }}
          min={5}
          max={240}
          allowDecimal={false}
          allowNegative={false}
          error={errores.peticion_minutos}
        />
        <Switch
          label="Verificar cuentas con Habbo"
          description="Para registrarse, cada persona pone un código en su misión de Habbo. Necesita que el servidor llegue a Habbo."
          checked={verificarHabbo}
          onChange={(e) => {
            setVerificarHabbo(e.currentTarget.checked);
            cambiado();
          }}
        />
        <AvisosFormulario
          error={guardar.isError && mensajeDeError(guardar.error, 'Error al guardar los ajustes')}
          exito={exito}
        />
        <Button
          type="submit"
          loading={guardar.isPending}
          disabled={!resultado.success}
          style={{ alignSelf: 'flex-start' }}
        >
          Guardar ajustes
        </Button>
      </Stack>
    </form>
  );
}

/** The owner's settings: owner share of sales, pay week time zone, maximum shift. */
export function AjustesCard() {
  const { data, isPending, isError } = useAjustes();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="ajustes-titulo" mb={4}>
        Ajustes del restaurante
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Solo el dueño ve y cambia estos valores.
      </Text>
      {isPending ? (
        <Text role="status" c="dimmed">
          Cargando ajustes...
        </Text>
      ) : isError ? (
        <Alert color="red" variant="light">
          No se pudieron cargar los ajustes.
        </Alert>
      ) : (
        <FormularioAjustes inicial={data} />
      )}
    </Card>
  );
}
