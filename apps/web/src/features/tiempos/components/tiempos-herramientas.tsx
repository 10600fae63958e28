import { Alert, Badge, Button, Group, TextInput, Title } from '@mantine/core';
import { IconLink, IconLinkOff, IconSearch, IconTrophy } from '@tabler/icons-react';
import { memo } from 'react';
import type { EstadoEnVivo } from '../utils/use-tiempos-en-vivo';

/** Dialogs opened from the tools above the list. */
export type Modal = 'desligar' | 'ranking' | null;

/** The card's title and whether the live stream is open. */
export const Cabecera = memo(function Cabecera({ enVivo }: { enVivo: EstadoEnVivo }) {
  return (
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
  );
});

interface HerramientasProps {
  /** The pointer or the focus reached a button whose dialog's code may load. */
  onPreparar: (modal: Exclude<Modal, null>) => void;
  ligando: boolean;
  /** Why linking failed, if it did. */
  errorLigar: string | null;
  onLigar: () => void;
  onAbrir: (modal: Exclude<Modal, null>) => void;
  filtro: string;
  onFiltro: (filtro: string) => void;
}

/**
 * The buttons above the list and the search. Drawn again only when their own state
 * changes, not on every read of the list.
 */
export const Herramientas = memo(function Herramientas({
  onPreparar,
  ligando,
  errorLigar,
  onLigar,
  onAbrir,
  filtro,
  onFiltro,
}: HerramientasProps) {
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          h={44}
          leftSection={<IconLink size={16} aria-hidden />}
          loading={ligando}
          onClick={onLigar}
        >
          Ligar Tiempos
        </Button>
        <Button
          variant="light"
          color="gray"
          h={44}
          leftSection={<IconLinkOff size={16} aria-hidden />}
          onPointerEnter={() => onPreparar('desligar')}
          onFocus={() => onPreparar('desligar')}
          onClick={() => onAbrir('desligar')}
        >
          Desligar específicos
        </Button>
        <Button
          variant="light"
          color="grape"
          h={44}
          leftSection={<IconTrophy size={16} aria-hidden />}
          onPointerEnter={() => onPreparar('ranking')}
          onFocus={() => onPreparar('ranking')}
          onClick={() => onAbrir('ranking')}
        >
          Ranking
        </Button>
      </Group>
      <TextInput
        label="Buscar"
        type="search"
        placeholder="Trabajador, encargado o misión"
        value={filtro}
        onChange={(e) => onFiltro(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
      {errorLigar ? (
        <Alert color="red" variant="light">
          {errorLigar}
        </Alert>
      ) : null}
    </>
  );
});
