import '@mantine/core/styles/DataList.css';
import { Button, Card, DataList, Group, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import { fechaHora } from '@/lib/formato-fecha';

/** "Chef ejecutivo · Chef ejecutivo Oro · 120 créditos", or "Sin misión". */
export function textoMision(mision: Despido['mision']): string {
  if (!mision) return 'Sin misión';
  const nombre =
    mision.mision === mision.rango ? mision.rango : `${mision.rango} · ${mision.mision}`;
  return `${nombre} · ${mision.costo} créditos`;
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{etiqueta}</DataList.ItemLabel>
      <DataList.ItemValue style={{ wordBreak: 'break-word' }}>{valor}</DataList.ItemValue>
    </DataList.Item>
  );
}

interface DespidoCardProps {
  despido: Despido;
  onIngresar: () => void;
  onAnular: () => void;
}

/** One dismissal in force: who, why, when, by whom and the mission they held. */
export function DespidoCard({ despido, onIngresar, onAnular }: DespidoCardProps) {
  const tituloId = `despido-${despido.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={tituloId}>
      <Title order={3} size="h5" id={tituloId} mb="xs" style={{ wordBreak: 'break-word' }}>
        {despido.user.username}
      </Title>
      <DataList withDivider labelWidth={110} size="sm">
        <Dato etiqueta="Motivo" valor={despido.motivo} />
        <Dato etiqueta="Fecha" valor={fechaHora(despido.fecha)} />
        <Dato etiqueta="Encargado" valor={despido.encargado.username} />
        <Dato etiqueta="Misión" valor={textoMision(despido.mision)} />
      </DataList>
      <Group mt="md" gap="sm">
        <Button
          size="xs"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          onClick={onIngresar}
        >
          Ingresar
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onAnular}>
          Anular
        </Button>
      </Group>
    </Card>
  );
}
