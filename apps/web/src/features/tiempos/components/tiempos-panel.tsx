import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconLinkOff, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { coincideFiltro } from '@/components/ui/barra-filtro';
import { mensajeDeError } from '@/lib/api-client';
import { useTiempos } from '../api/get-tiempos';
import { useLigarTiempos } from '../api/ligar-desligar';
import { useTiemposEnVivo } from '../api/use-tiempos-en-vivo';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { AjustarModal } from './ajustar-modal';
import { AvisoAlerta, type Aviso } from './aviso';
import { CancelarDialogo } from './cancelar-dialogo';
import { DesligarModal } from './desligar-modal';
import { IniciarTiempoForm } from './iniciar-tiempo-form';
import { RankingModal } from './ranking-modal';
import { TiempoAcciones } from './tiempo-acciones';
import { TiemposLista } from './tiempos-lista';

type Modal = 'desligar' | 'ranking' | null;

/** The Tiempos screen: start, search and operate open timers, updated live. */
export function TiemposPanel({ user }: { user: SessionUser }) {
  const lista = useTiempos();
  const enVivo = useTiemposEnVivo();
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [ajustando, setAjustando] = useState<TiempoListado | null>(null);
  const [cancelando, setCancelando] = useState<TiempoListado | null>(null);
  const exito = useCallback((texto: string) => setAviso({ tipo: 'exito', texto }), []);
  const ligar = useLigarTiempos({ onSuccess: (data) => exito(data.message) });

  const tiempos = useMemo(() => lista.data?.tiempos ?? [], [lista.data]);
  const visibles = useMemo(
    () =>
      tiempos.filter((t) => coincideFiltro(filtro, [t.usuario, t.encargado, t.rango, t.mision])),
    [tiempos, filtro],
  );
  const conTiempoAbierto = useMemo(
    () => new Set(tiempos.map((t) => t.usuario.toLowerCase())),
    [tiempos],
  );
  const propio = user.nameUser.toLowerCase();
  const mios = useMemo(
    () => tiempos.filter((t) => t.puede_operar && t.encargado?.toLowerCase() === propio),
    [tiempos, propio],
  );

  return (
    <Stack gap="lg">
      <IniciarTiempoForm user={user} conTiempoAbierto={conTiempoAbierto} />
      <Card withBorder padding="lg">
        <Group justify="space-between" align="center" mb="md" gap="xs">
          <Title order={2} size="h4">
            Tiempos abiertos
          </Title>
          <Badge
            variant="dot"
            color={enVivo === 'conectado' ? 'green' : 'gray'}
            title="Los cambios de otros encargados aparecen solos"
          >
            {enVivo === 'conectado'
              ? 'En vivo'
              : enVivo === 'conectando'
                ? 'Conectando…'
                : 'Reconectando…'}
          </Badge>
        </Group>
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={ligar.isPending}
              onClick={() => {
                setAviso(null);
                ligar.mutate(user.nameUser);
              }}
            >
              Ligar Tiempos
            </Button>
            <Button
              variant="light"
              color="gray"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              onClick={() => setModal('desligar')}
            >
              Desligar específicos
            </Button>
            <Button
              variant="light"
              color="grape"
              leftSection={<IconTrophy size={16} aria-hidden />}
              onClick={() => setModal('ranking')}
            >
              Ranking
            </Button>
          </Group>
          <TextInput
            label="Buscar"
            type="search"
            placeholder="Trabajador, encargado o misión"
            value={filtro}
            onChange={(e) => setFiltro(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          {ligar.isError ? (
            <Alert color="red" variant="light">
              {mensajeDeError(ligar.error, ERRORES_TIEMPOS.ligar)}
            </Alert>
          ) : null}
          <AvisoAlerta aviso={aviso} onCerrar={() => setAviso(null)} />
          {lista.isPending ? (
            <Text role="status" c="dimmed">
              Cargando tiempos...
            </Text>
          ) : lista.isError ? (
            <Alert color="red" variant="light">
              No se pudieron cargar los tiempos.
            </Alert>
          ) : visibles.length === 0 ? (
            <Text c="dimmed">
              {filtro.trim()
                ? 'Ningún tiempo coincide con la búsqueda.'
                : 'No hay tiempos abiertos.'}
            </Text>
          ) : (
            <TiemposLista
              tiempos={visibles}
              base={lista.data}
              acciones={(t) => (
                <TiempoAcciones
                  tiempo={t}
                  onAjustar={setAjustando}
                  onCancelar={setCancelando}
                  onAviso={setAviso}
                />
              )}
            />
          )}
        </Stack>
      </Card>
      <AjustarModal tiempo={ajustando} onCerrar={() => setAjustando(null)} onHecho={exito} />
      <CancelarDialogo tiempo={cancelando} onCerrar={() => setCancelando(null)} onHecho={exito} />
      <DesligarModal
        opened={modal === 'desligar'}
        tiempos={mios}
        onCerrar={() => setModal(null)}
        onHecho={exito}
      />
      <RankingModal
        opened={modal === 'ranking'}
        onCerrar={() => setModal(null)}
        nameUser={user.nameUser}
      />
    </Stack>
  );
}
