import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Coincidencias } from './coincidencias';

interface BuscarUsuarioFormProps {
  /** The name searched last (prefills the input). */
  inicial: string;
  onBuscar: (username: string) => void;
  buscando: boolean;
}

/**
 * The lookup's search box: it lists who matches as one types (docs/reglas.md, Finding
 * people 27.1), and "Buscar" opens the card of exactly the name typed.
 */
export function BuscarUsuarioForm({ inicial, onBuscar, buscando }: BuscarUsuarioFormProps) {
  const [nombre, setNombre] = useState(inicial);
  const [error, setError] = useState<string | null>(null);
  const [escrito] = useDebouncedValue(nombre, 250);
  // The matches go away once a card is open for what is typed.
  const abierto = nombre.trim().toLowerCase() === inicial.trim().toLowerCase();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const limpio = nombre.trim();
    if (!limpio) {
      setError('Escribe un nombre de usuario.');
      return;
    }
    setError(null);
    onBuscar(limpio);
  }

  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate role="search" aria-label="Buscar usuario">
        <Group align="flex-start" gap="sm" wrap="nowrap" maw={520}>
          <TextInput
            label="Nombre de usuario"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            value={nombre}
            onChange={(e) => setNombre(e.currentTarget.value)}
            error={error}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            loading={buscando}
            leftSection={<IconSearch size={16} aria-hidden />}
            mt={{ base: 25 }}
          >
            Buscar
          </Button>
        </Group>
      </form>
      {abierto ? null : (
        <Coincidencias
          q={escrito}
          onElegir={(elegido) => {
            setNombre(elegido);
            setError(null);
            onBuscar(elegido);
          }}
        />
      )}
    </Stack>
  );
}
