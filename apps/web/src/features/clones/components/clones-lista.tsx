import '@mantine/core/styles/EmptyState.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { Clon } from '@mchabbo/shared/usuarios/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useClones, usePermitirClon } from '../api';
import { agruparPorIp, type GrupoIp } from './agrupar-clones';
import { fechaCorta } from '@/lib/formato-fecha';

function Cuenta({
  clon,
  onPermitir,
  permitiendo,
}: {
  clon: Clon;
  onPermitir: (id: number) => void;
  permitiendo: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {clon.usuario.username}
        </Text>
        <Text size="sm" c="dimmed">
          Registro: {fechaCorta(clon.usuario.fecha_registro)}
        </Text>
      </div>
      {clon.permitido ? (
        <Badge color="green" variant="light" size="lg">
          Permitido
        </Badge>
      ) : (
        <Button
          size="xs"
          variant="default"
          onClick={() => onPermitir(clon.id)}
          loading={permitiendo}
          aria-label={`Permitir a ${clon.usuario.username} en ${clon.ip_address}`}
        >
          Permitir
        </Button>
      )}
    </Group>
  );
}

function GrupoCard({ grupo, ...acciones }: { grupo: GrupoIp } & AccionesClon) {
  const titulo = `IP ${grupo.ip}`;
  return (
    <Card withBorder padding="md" component="section" aria-label={titulo}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {titulo}
        </Title>
        <Badge variant="light" color="gray">
          {grupo.cuentas.length} cuentas
        </Badge>
      </Group>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {grupo.cuentas.map((clon) => (
          <Cuenta
            key={clon.id}
            clon={clon}
            onPermitir={acciones.onPermitir}
            permitiendo={acciones.permitiendoId === clon.id}
          />
        ))}
      </Stack>
    </Card>
  );
}

interface AccionesClon {
  onPermitir: (id: number) => void;
  permitiendoId: number | undefined;
}

/** Accounts that share an IP, one card per IP, each with "Permitir". */
export function ClonesLista() {
  const clones = useClones();
  const permitir = usePermitirClon();

  if (clones.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando clones...
      </Text>
    );
  }
  if (clones.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(clones.error, 'No se pudieron cargar los clones.')}
      </Alert>
    );
  }
  const grupos = agruparPorIp(clones.data);
  if (grupos.length === 0) {
    return (
      <EmptyState
        py="xl"
        title="Sin clones"
        description="Ninguna IP se ha usado desde más de una cuenta."
        icon={<IconShieldCheck aria-hidden size={32} />}
        withIndicatorBackground
      />
    );
  }

  return (
    <Stack gap="md">
      {permitir.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(permitir.error, 'No se pudo permitir el clon.')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {grupos.map((grupo) => (
          <GrupoCard
            key={grupo.ip}
            grupo={grupo}
            onPermitir={(id) => permitir.mutate(id)}
            permitiendoId={permitir.isPending ? permitir.variables : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
