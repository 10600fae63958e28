import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface BarraFiltroProps {
  filtro: string;
  onFiltro: (valor: string) => void;
  /** Placeholder that says what the filter matches, e.g. "Comprador, vendedor o misión". */
  placeholder: string;
  onExportar: () => void;
  /** Nothing to export when the filtered list is empty. */
  exportarDeshabilitado?: boolean;
  /** More buttons beside "Exportar CSV" (such as "Descargar Excel"). */
  extra?: ReactNode;
}

/** A list's text filter and its "Exportar CSV" button (exports what the filter shows). */
export function BarraFiltro({
  filtro,
  onFiltro,
  placeholder,
  onExportar,
  exportarDeshabilitado = false,
  extra,
}: BarraFiltroProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Filtrar"
        type="search"
        placeholder={placeholder}
        value={filtro}
        onChange={(e) => onFiltro(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExportar}
        disabled={exportarDeshabilitado}
      >
        Exportar CSV
      </Button>
      {extra}
    </Group>
  );
}

/** Whether any of the texts contains the filter, ignoring case and accents. */
export function coincideFiltro(filtro: string, textos: readonly (string | null | undefined)[]) {
  const buscado = normalizar(filtro.trim());
  if (!buscado) return true;
  return textos.some((t) => t && normalizar(t).includes(buscado));
}

function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
