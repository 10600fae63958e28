import { Button, Collapse, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

interface FiltrosPlegablesProps {
  /** What is chosen now, shown on the folded control ("Semana del 23/11/2026", the filter). */
  resumen: readonly (string | null)[];
  children: ReactNode;
}

/**
 * The pay list's week picker, filter and downloads: as they are on wide screens, folded
 * into one control on a phone, so the first entry shows without scrolling past them
 * (docs/reglas.md, Pay 7.14).
 */
export function FiltrosPlegables({ resumen, children }: FiltrosPlegablesProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [abierto, setAbierto] = useState(false);
  const id = useId();
  if (ancho) return <>{children}</>;
  const texto = resumen.filter(Boolean).join(' · ');
  return (
    <div>
      <Button
        variant="default"
        fullWidth
        h={44}
        justify="space-between"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: abierto ? 'rotate(180deg)' : undefined }}
          />
        }
        aria-label={`Semana y filtro: ${texto}`}
        aria-expanded={abierto}
        aria-controls={id}
        onClick={() => setAbierto((a) => !a)}
      >
        <Text span size="sm" truncate="end">
          {texto}
        </Text>
      </Button>
      <Collapse expanded={abierto} id={id}>
        <Stack gap="md" pt="md">
          {children}
        </Stack>
      </Collapse>
    </div>
  );
}
