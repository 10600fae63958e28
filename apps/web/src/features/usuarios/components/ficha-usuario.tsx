import '@mantine/core/styles/DataList.css';
import { Badge, Card, DataList, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { puedeActuarSobre, RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { FichaUsuario as Ficha } from '@mchabbo/shared/usuarios/contratos';
import { HabboAvatar } from '@/components/ui/habbo-avatar';
import { VerificadoHabbo } from '@/components/ui/verificado-habbo';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';
import { AccionesUsuario } from './acciones-usuario';

/**
 * Whether the signed-in user may act on the person. The session has no id, so the
 * user is recognised by name (names are unique, compared without case).
 */
export function puedeActuarSobreFicha(yo: SessionUser, ficha: Ficha): boolean {
  const mismo = yo.nameUser.toLowerCase() === ficha.username.toLowerCase();
  return puedeActuarSobre({ id: mismo ? ficha.id : -1, nivel: yo.nivel }, ficha);
}

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{etiqueta}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Ips({ ficha, visibles }: { ficha: Ficha; visibles: boolean }) {
  if (!visibles) return <Text c="dimmed">Solo visibles para rangos superiores</Text>;
  if (ficha.ips.length === 0) return <Text c="dimmed">Sin IP guardadas</Text>;
  return (
    <List listStyleType="none" spacing={4}>
      {ficha.ips.map((ip) => (
        <List.Item key={ip.ip}>
          <Text span ff="monospace" style={{ wordBreak: 'break-all' }}>
            {ip.ip}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            (última vez {fechaHora(ip.ultima_vez)})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The lookup's result: who the person is, their post, dates, time and IPs. */
export function FichaUsuario({ ficha, yo }: { ficha: Ficha; yo: SessionUser }) {
  const puede = puedeActuarSobreFicha(yo, ficha);
  return (
    <Card withBorder padding="lg" maw={720} component="article" aria-labelledby="ficha-nombre">
      <Group align="center" gap="lg" wrap="nowrap">
        <HabboAvatar username={ficha.username} url={ficha.habbo_avatar_url} size="xl" />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="ficha-nombre" style={{ wordBreak: 'break-word' }}>
            {ficha.username}
          </Title>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {ficha.rango ?? RANGO_INVITADO}
            </Badge>
            {ficha.habbo_verificado ? <VerificadoHabbo /> : null}
            {ficha.despedido ? (
              <Badge color="red" variant="filled" size="lg">
                Despedido
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <DataList mt="lg" withDivider labelWidth={180}>
        <Dato etiqueta="Misión">{ficha.mision ?? 'Sin misión'}</Dato>
        <Dato etiqueta="Fecha de registro">{fechaCorta(ficha.fecha_registro)}</Dato>
        <Dato etiqueta="Última conexión">
          {ficha.ultima_vez ? fechaHora(ficha.ultima_vez) : 'Sin registros'}
        </Dato>
        <Dato etiqueta="Tiempo confirmado">{ficha.tiemposConfirmados}</Dato>
        <Dato etiqueta="IP conocidas">
          <Ips ficha={ficha} visibles={puede} />
        </Dato>
      </DataList>
      <AccionesUsuario ficha={ficha} puede={puede} />
    </Card>
  );
}
