import { NOMBRES_EVENTOS_DISCORD, type EventoDiscord } from '@mchabbo/shared/ajustes/contratos';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { GRUPOS_RANGOS } from '@mchabbo/shared/misiones/catalogo';
import { NIVEL_INVITADO, RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';

/**
 * What each change is called on screen: by `tipo.accion`, or by the timer action alone.
 * Every `accion` the server writes has its sentence (docs/reglas.md, Audit trail 23.4;
 * `describir-cambio.test.ts` lists them from the server's code).
 */
const ACCIONES: Record<string, string> = {
  iniciar: 'Inició el tiempo',
  pausar: 'Pausó el tiempo',
  reanudar: 'Reanudó el tiempo',
  'restar-5': 'Restó 5 minutos',
  ajustar: 'Ajustó el tiempo',
  ligar: 'Ligó el tiempo',
  desligar: 'Desligó el tiempo',
  cancelar: 'Eliminó el tiempo',
  olvidado: 'Pausa automática: turno olvidado',
  confirmar: 'Confirmó el turno',
  confirmado: 'Confirmó el turno',
  anular: 'Anuló el turno',
  anulado: 'Anuló el turno',
  recalcular: 'Recalculó el pago semanal',
  deshacer: 'Deshizo la confirmación',
  'tiempo.deshecho': 'Deshizo la confirmación',
  traspasar: 'Traspasó el tiempo',
  'tiempo.traspasado': 'Traspasó el tiempo',
  'peticion.creada': 'Pidió tiempo',
  'peticion.atendida': 'Atendió una petición de tiempo',
  'peticion.retirada': 'Retiró su petición de tiempo',
  'peticion.caducada': 'Petición de tiempo caducada: nadie la atendió',
  pagar: 'Pagó la semana',
  'pago.pagado': 'Pagó la semana',
  'venta.registrada': 'Registró una venta',
  'venta.cobro': 'Cambió el pago recibido de una venta',
  'membresia.creada': 'Dio una membresía',
  'membresia.borrada': 'Quitó una membresía',
  'usuario.puesto': 'Cambió el rango',
  'despido.registrado': 'Despidió',
  'despido.revertido': 'Reintegró',
  'nombre.aprobado': 'Aprobó un cambio de nombre',
  'nombre.rechazado': 'Rechazó un cambio de nombre',
  'nombre.solicitado': 'Pidió un cambio de nombre',
  'ausencia.solicitada': 'Pidió una ausencia',
  'ausencia.decidida': 'Decidió una ausencia',
  'advertencia.recibida': 'Dio una advertencia',
  'clave.generada': 'Generó una clave temporal',
  'ip.borrada': 'Borró las IP',
  'clon.permitido': 'Marcó un clon',
  'ajustes.cambiados': 'Cambió los ajustes',
  'mision.creada': 'Creó una misión',
  'mision.cambiada': 'Cambió una misión',
  'mision.borrada': 'Eliminó una misión',
  'advertencia.retirada': 'Retiró una advertencia',
  'ausencia.retirada': 'Retiró su solicitud de ausencia',
  'cuenta.registrada': 'Creó una cuenta',
  'cuenta.clave': 'Cambió la contraseña',
  'cuenta.verificada': 'Verificó su cuenta de Habbo',
  'ascenso.propuesto': 'Propuso un ascenso',
  'ascenso.aprobado': 'Aprobó un ascenso',
  'ascenso.rechazado': 'Rechazó un ascenso',
  'apertura.horario': 'Cambió el horario de aperturas',
  'apertura.creada': 'Creó una apertura o cerró un día',
  'apertura.borrada': 'Borró una apertura o reabrió un día',
  'apertura.baja': 'Quitó a un encargado de una apertura',
  'apertura.recordatorio': 'Recordatorio de apertura',
  'capacitacion.creada': 'Creó una capacitación',
  'capacitacion.editada': 'Editó una capacitación',
  'capacitacion.borrada': 'Borró una capacitación',
  'capacitacion.archivada': 'Archivó una capacitación',
  'capacitacion.examen': 'Hizo un examen de capacitación',
  'capacitacion.turno': 'Publicó un turno de capacitación',
  'capacitacion.reserva': 'Reservó plaza en un turno de capacitación',
  'capacitacion.cancelada': 'Canceló su plaza en un turno de capacitación',
  'capacitacion.resultado': 'Registró el resultado de una capacitación',
  'capacitacion.omitida': 'Dio un rango sin la capacitación',
  'capacitacion.recordatorio': 'Recordatorio de turno de capacitación',
  'revision.avisada': 'Avisó de la misión que debe llevar en Habbo',
};

/** The Spanish name of a change. */
export function nombreAccion(tipo: string | null, accion: string): string {
  return (tipo ? ACCIONES[`${tipo}.${accion}`] : undefined) ?? ACCIONES[accion] ?? accion;
}

/** The areas of the audit trail as the filter offers them. */
export const ETIQUETAS_TIPO: Record<string, string> = {
  tiempo: 'Tiempos',
  peticion: 'Peticiones de tiempo',
  pago: 'Pagos',
  venta: 'Ventas',
  membresia: 'Membresías',
  usuario: 'Rangos',
  despido: 'Despidos',
  nombre: 'Cambios de nombre',
  clave: 'Claves',
  ip: 'IP',
  clon: 'Clones',
  ajustes: 'Ajustes',
  mision: 'Misiones',
  advertencia: 'Advertencias',
  ausencia: 'Ausencias',
  cuenta: 'Cuentas',
  ascenso: 'Ascensos',
  apertura: 'Aperturas',
  capacitacion: 'Capacitaciones',
  revision: 'Revisión en Habbo',
};

type Formato = (v: unknown) => string;

const texto: Formato = (v) => (v === null || v === undefined || v === '' ? '—' : String(v));
const siNo: Formato = (v) => (v === true ? 'Sí' : v === false ? 'No' : texto(v));
const duracion: Formato = (v) => (typeof v === 'number' ? formatearDuracion(v) : texto(v));
const minutos: Formato = (v) =>
  typeof v === 'number' ? `${v > 0 ? '+' : ''}${Math.round(v / 60)} min` : texto(v);
const dia: Formato = (v) => (typeof v === 'string' ? fechaCorta(v) : texto(v));
const instante: Formato = (v) => (typeof v === 'string' ? fechaHora(v) : texto(v));
const ESTADOS: Record<string, string> = {
  activo: 'En curso',
  pausado: 'Pausado',
  confirmado: 'Confirmado',
  anulado: 'Anulado',
  cancelado: 'Eliminado',
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  esperando: 'En espera',
  atendida: 'Atendida',
  retirada: 'Retirada',
  caducada: 'Caducada',
};
const estado: Formato = (v) => (typeof v === 'string' ? (ESTADOS[v] ?? v) : texto(v));
const diasPorRango: Formato = (v) => {
  if (!v || typeof v !== 'object') return texto(v);
  const pares = Object.entries(v as Record<string, unknown>);
  return pares.length ? pares.map(([r, d]) => `${r} ${texto(d)}`).join(', ') : '7 para todos';
};
const avisosDiscord: Formato = (v) =>
  Array.isArray(v)
    ? v.length
      ? v.map((e) => NOMBRES_EVENTOS_DISCORD[e as EventoDiscord] ?? String(e)).join(', ')
      : 'Ninguno'
    : texto(v);
/** A level as the ranks page names its group: "Rangos base", "Invitado" (never a bare number). */
const nivel: Formato = (v) =>
  v === NIVEL_INVITADO
    ? RANGO_INVITADO
    : (GRUPOS_RANGOS.find((g) => g.nivel === v)?.nombre ?? texto(v));
const FORMAS: Record<string, string> = { ingresar: 'Ingresar', retirar: 'Despido retirado' };

/** The fields shown, with their Spanish label and how to read the value; the rest is hidden. */
const CAMPOS: Record<string, [string, Formato]> = {
  estado: ['Estado', estado],
  segundos: ['Tiempo', duracion],
  segundos_confirmados: ['Tiempo confirmado', duracion],
  ajuste_segundos: ['Ajuste', minutos],
  pausas_count: ['Pausas', texto],
  olvidado: ['Olvidado', siNo],
  creditos: ['Créditos', texto],
  bono_semanal: ['Pago semanal', texto],
  semana: ['Semana', dia],
  mision: ['Misión', texto],
  rango: ['Rango', texto],
  nivel: ['Nivel', nivel],
  pagado: ['Pagado', siNo],
  pago_recibido: ['Pago recibido', siNo],
  costo: ['Costo', texto],
  pago_1h: ['Pago 1h', texto],
  pago_2h: ['Pago 2h', texto],
  pago_3h: ['Pago 3h', texto],
  pago_semanal: ['Pago semanal', texto],
  requisito_hrs: ['Requisito de horas', texto],
  requisito_times: ['Requisito de veces', texto],
  activa: ['Activa', siNo],
  verificada: ['Verificada en Habbo', siNo],
  desde: ['Desde', dia],
  hasta: ['Hasta', dia],
  ganancia_dueno: ['Ganancia del dueño', texto],
  membresia: ['Membresía', texto],
  fecha_inicio: ['Inicio', instante],
  fecha_fin: ['Fin', instante],
  nombre: ['Nombre', texto],
  nombre_pedido: ['Nombre pedido', texto],
  ip: ['IP', texto],
  ips: ['IP guardadas', texto],
  permitido: ['Permitido', siNo],
  clave_temporal: ['Clave temporal', siNo],
  forma: ['Forma', (v) => (typeof v === 'string' ? (FORMAS[v] ?? v) : texto(v))],
  porcentaje_dueno: ['Porcentaje del dueño', (v) => `${texto(v)} %`],
  zona_horaria: ['Zona horaria', texto],
  max_turno_horas: ['Turno máximo', (v) => `${texto(v)} h`],
  advertencias_max: ['Advertencias para despido', texto],
  dias_inactividad: ['Días sin turno para estar inactivo', texto],
  verificar_habbo: ['Verificar cuentas con Habbo', siNo],
  ascenso_min_dias: ['Días mínimos en el rango', diasPorRango],
  formato_mision: ['Formato de la misión de Habbo', texto],
  discord_eventos: ['Avisos de Discord', avisosDiscord],
  discord_webhook_final: [
    'Webhook de Discord',
    (v) => (typeof v === 'string' ? `…${v}` : 'Ninguno'),
  ],
  deshacer_segundos: ['Segundos para deshacer', (v) => `${texto(v)} s`],
  peticion_minutos: ['Espera de una petición', (v) => `${texto(v)} min`],
  encargado: ['Encargado', texto],
  creada_en: ['Pedida', instante],
  espera_segundos: ['Espera', duracion],
  caducada_en: ['Caducó', instante],
};

/**
 * A change as lines of readable Spanish: "Estado: Confirmado → Anulado". Only what
 * changed is shown (everything, when there was nothing before).
 */
export function lineasCambio(
  antes: Record<string, unknown> | null,
  despues: Record<string, unknown> | null,
): string[] {
  const lineas: string[] = [];
  const claves = new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})]);
  for (const clave of claves) {
    const campo = CAMPOS[clave];
    if (!campo) continue;
    const [etiqueta, formato] = campo;
    const a = antes?.[clave];
    const d = despues?.[clave];
    if (antes && despues && JSON.stringify(a) === JSON.stringify(d)) continue;
    if (!antes || a === undefined) lineas.push(`${etiqueta}: ${formato(d)}`);
    else if (!despues || d === undefined) lineas.push(`${etiqueta}: ${formato(a)} → —`);
    else lineas.push(`${etiqueta}: ${formato(a)} → ${formato(d)}`);
  }
  return lineas;
}
