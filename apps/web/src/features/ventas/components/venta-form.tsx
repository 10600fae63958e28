import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/DataList.css';
import { Button, Card, DataList, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { gananciaDueno } from '@mchabbo/shared/ajustes/contratos';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { puedeAsignarNivel } from '@mchabbo/shared/niveles/niveles';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import { MENSAJES_VENTA, type CrearVentaBody } from '@mchabbo/shared/ventas/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { rangoYArea, SelectorPersona } from '@/components/ui/selector-persona';
import { useElegibles } from '@/lib/elegibles';
import { mensajeDeError, pideConfirmacion } from '@/lib/api-client';
import { useCrearVenta } from '../api/crear-venta';
import { useMisiones } from '../api/get-misiones';
import { usePorcentajeDueno } from '../api/get-porcentaje-dueno';
import { useVentas } from '../api/get-ventas';
import { porcentajeDueno } from '../utils/ventas';

interface Errores {
  usuario?: string;
  mision?: string;
}

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
  const [comprador, setComprador] = useState<string | null>(null);
  const [persona, setPersona] = useState<PersonaResumen | null>(null);
  const [descenso, setDescenso] = useState<Descenso | null>(null);
  const [misionId, setMisionId] = useState<string | null>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [exito, setExito] = useState<string | null>(null);
  const vender = useCrearVenta({
    onSuccess: (data) => {
      setExito(data?.message || MENSAJES_VENTA.exito);
      setComprador(null);
      setPersona(null);
      setMisionId(null);
      setDescenso(null);
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    vender.reset();
    const nuevos: Errores = {};
    if (!comprador) nuevos.usuario = MENSAJES_VENTA.compradorObligatorio;
    if (!misionId) nuevos.mision = MENSAJES_VENTA.misionObligatoria;
    setErrores(nuevos);
    if (!comprador || !misionId) return;
    const venta = { usuario: comprador, mision: Number(misionId), user: user.nameUser };
    vender.mutate(venta, {
      onError: (error) => {
        if (pideConfirmacion(error)) setDescenso({ mensaje: mensajeDeError(error, ''), venta });
      },
    });
  }

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
              value={comprador}
              onChange={(v, p) => {
                setComprador(v);
                setPersona(p);
                setErrores((e) => ({ ...e, usuario: undefined }));
              }}
              description={persona ? `Rango actual: ${rangoYArea(persona)}` : undefined}
              error={errores.usuario}
            />
            <Select
              label="Misión"
              placeholder={misiones.isPending ? 'Cargando…' : 'Elige una misión'}
              data={opcionesMision}
              value={misionId}
              onChange={(v) => {
                setMisionId(v);
                setErrores((e) => ({ ...e, mision: undefined }));
              }}
              error={errores.mision}
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
        onConfirmar={() =>
          descenso && vender.mutate({ ...descenso.venta, confirmar_descenso: true })
        }
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
