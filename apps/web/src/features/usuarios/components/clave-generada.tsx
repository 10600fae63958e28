import { Alert, Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useCopiar } from '@/lib/use-copiar';

/** The temporary key, shown once, with a copy button whose feedback lasts 1200 ms. */
export function ClaveGenerada({ clave, mensaje }: { clave: string; mensaje: string }) {
  const { estado, copiar } = useCopiar();
  const input = useRef<HTMLInputElement>(null);
  const copiada = estado === 'copiada';

  // Without a clipboard the key is selected so it can be copied by hand.
  useEffect(() => {
    if (estado === 'fallo') input.current?.select();
  }, [estado]);

  return (
    <Alert color="green" variant="light" title="Clave temporal generada">
      <Text size="sm" mb="sm">
        {mensaje}
      </Text>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          ref={input}
          label="Clave temporal"
          value={clave}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant={copiada ? 'filled' : 'default'}
          color={copiada ? 'green.9' : undefined}
          leftSection={
            copiada ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
          onClick={() => void copiar(clave)}
          miw={120}
        >
          {copiada ? '¡Copiada!' : 'Copiar'}
        </Button>
      </Group>
      {/* Announces the result; the button's new label alone is not read out. */}
      <div role="status">
        {estado === 'fallo' ? (
          <Text size="sm" mt="xs">
            No se pudo copiar: selecciona la clave y cópiala a mano.
          </Text>
        ) : null}
        {copiada ? <VisuallyHidden>Clave copiada al portapapeles</VisuallyHidden> : null}
      </div>
    </Alert>
  );
}
