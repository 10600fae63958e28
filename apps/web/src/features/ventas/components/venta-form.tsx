import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/DataList.css';
import { Button, Card, DataList, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { gananciaDueno } from '@mchabbo/shared/ajustes/contratos';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { NIVEL_INVITADO, puedeAsignarNivel } from '@mchabbo/shared/niveles/niveles';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import {
  bajaDeRango,
  crearVentaBody,
  MENSAJES_VENTA,
  mensajeDescenso,
  type CrearVentaBody,
} from '@mchabbo/shared/ventas/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { rangoYArea, SelectorPersona } from '@/components/ui/selector-persona';
import { useSinCapacitacion } from '@/features/capacitaciones/api';
import { useElegibles } from '@/features/usuarios/api';
import { mensajeDeError, pideConfirmacion } from '@/lib/api-client';
import { useCrearVenta, usePorcentajeDueno, useVentas } from '../api';
import { useMisiones } from '@/features/misiones/api';
import { porcentajeDueno } from '../utils/ventas';

/** The form's fields, checked with the contract the server applies. */
const ventaFormulario = crearVentaBody.pick({ usuario: true, mision: true });

/** A sale the server asked to confirm: it would lower the buyer's rank. */
interface Descenso {
  mensaje: string;
  venta: CrearVentaBody;
}

/**
 * Sells a mission below the seller's level to a person below them (docs/reglas.md,
 * Sales): the seller ranks strictly above both the buyer and the mission. A sale that
 * would lower the buyer's rank is sent again only after "Vender igualmente" (Sales 10.9).
 */
export function VentaForm({ user }: { user: SessionUser }) {
  const usernames = useElegibles('venta');
  const misiones = useMisiones();
  const ventas = useVentas();
  const delAjuste = usePorcentajeDueno(user.nivel === 0);
  const form = useForm({
    initialValues: { usuario: '', mision: '' },
    validate: schemaResolver(ventaFormulario, { sync: true }),
    transformValues: (valores) => ventaFormulario.parse(valores),
  });
  const [persona, setPersona] = useState<PersonaResumen | null>(null);
  const [descenso, setDescenso] = useState<Descenso | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  // A guest who lacks a course required for the first rank (docs/reglas.md, Trainings 33.8).
  const sinCapacitacion = useSinCapacitacion(
    persona?.username ?? null,
    persona?.nivel === NIVEL_INVITADO,
  );
  const vender = useCrearVenta();
  const misionId = form.values.mision;

  /** Sends the sale; after a success the form starts over with the server's message. */
  const enviar = (venta: CrearVentaBody) =>
    vender.mutate(venta, {
      onSuccess: (data) => {
        setExito(data?.message || MENSAJES_VENTA.exito);
        form.reset();
        setPersona(null);
        setDescenso(null);
      },
      onError: (error) => {
        if (pideConfirmacion(error)) setDescenso({ mensaje: mensajeDeError(error, ''), venta });
      },
    });
  const aConfirmar = pideConfirmacion(vender.error);

  const vendibles = useMemo(
    () => (misiones.data ?? []).filter((m) => puedeAsignarNivel(user, m.nivel)),
    [misiones.data, user],
  );
  const opcionesMision = useMemo(() => {
    const grupos = new Map<string, { value: string; label: string }[]>();
    for (const m of vendibles) {
      const items = grupos.get(m.rango) ?? [];
      items.push({ value: String(m.id), label: `${m.mision} · ${m.costo} cr` });
      grupos.set(m.rango, items);
    }
    return [...grupos].map(([group, items]) => ({ group, items }));
  }, [vendibles]);

  const mision = vendibles.find((m) => String(m.id) === misionId);
  const porcentaje = porcentajeDueno(delAjuste, ventas.data);

  const onSubmit = form.onSubmit(
    (datos) => {
      setExito(null);
      const venta = { ...datos, user: user.nameUser };
      // A sale that would lower the buyer's rank asks first, as the server would refuse it
      // otherwise (docs/reglas.md, Sales 10.9): the same sentence, before any request.
      if (persona && mision && persona.rango && bajaDeRango(persona.nivel, mision.nivel)) {
        vender.reset();
        setDescenso({
          mensaje: mensajeDescenso(persona.username, persona.rango, mision.rango),
          venta,
        });
        return;
      }
      enviar(venta);
    },
    () => {
      setExito(null);
      vender.reset();
    },
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="venta-titulo">
        Nueva venta
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        El comprador recibe la misión y su rango al momento.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-labelledby="venta-titulo">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectorPersona
              label="Comprador"
              personas={usernames.data}
              cargando={usernames.isPending}
              placeholder="Elige un comprador"
              value={form.values.usuario || null}
              onChange={(v, p) => {
                form.setFieldValue('usuario', v ?? '');
                setPersona(p);
              }}
              description={
                persona
                  ? `Rango actual: ${rangoYArea(persona)}${sinCapacitacion ? ' · Sin capacitación' : ''}`
                  : undefined
              }
              error={form.errors.usuario}
            />
            <Select
              label="Misión"
              placeholder={misiones.isPending ? 'Cargando…' : 'Elige una misión'}
              data={opcionesMision}
              value={misionId || null}
              onChange={(v) => form.setFieldValue('mision', v ?? '')}
              error={form.errors.mision}
              searchable
              nothingFoundMessage="Ninguna misión coincide"
              withAsterisk
            />
          </SimpleGrid>
          {mision ? (
            <DataList withDivider labelWidth={200} aria-label="Resumen de la venta">
              <DataList.Item>
                <DataList.ItemLabel>Costo</DataList.ItemLabel>
                <DataList.ItemValue>{mision.costo} créditos</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Ganancia del dueño</DataList.ItemLabel>
                <DataList.ItemValue>
                  {gananciaDueno(mision.costo, porcentaje.valor)} créditos ({porcentaje.valor} %
                  {porcentaje.exacto ? '' : ', estimada'})
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
          ) : null}
          <AvisosFormulario
            errorCarga={
              (usernames.isError || misiones.isError) &&
              'No se pudieron cargar los compradores o las misiones.'
            }
            error={
              vender.isError &&
              !aConfirmar &&
              !descenso &&
              mensajeDeError(vender.error, MENSAJES_VENTA.error)
            }
            exito={exito}
          />
          <Button type="submit" loading={vender.isPending} style={{ alignSelf: 'flex-start' }}>
            Vender
          </Button>
        </Stack>
      </form>
      <ConfirmarDialogo
        opened={descenso !== null}
        titulo="La venta baja de rango"
        confirmar={MENSAJES_VENTA.venderIgualmente}
        onConfirmar={() => descenso && enviar({ ...descenso.venta, confirmar_descenso: true })}
        onCerrar={() => {
          setDescenso(null);
          vender.reset();
        }}
        cargando={vender.isPending}
        error={
          descenso && vender.isError && !aConfirmar
            ? mensajeDeError(vender.error, MENSAJES_VENTA.error)
            : null
        }
      >
        {descenso?.mensaje}
      </ConfirmarDialogo>
    </Card>
  );
}
