import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { buscarPorNombreBody } from '@mchabbo/shared/usuarios/contratos';
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
  const form = useForm({
    initialValues: { username: inicial },
    // The message stays until the next search.
    clearInputErrorOnChange: false,
    validate: schemaResolver(buscarPorNombreBody, { sync: true }),
    transformValues: (valores) => buscarPorNombreBody.parse(valores),
  });
  const nombre = form.values.username;
  const [escrito] = useDebouncedValue(nombre, 250);
  // The matches go away once a card is open for what is typed.
  const abierto = nombre.trim().toLowerCase() === inicial.trim().toLowerCase();

  const onSubmit = form.onSubmit(({ username }) => onBuscar(username));

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
            {...form.getInputProps('username')}
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
            form.setFieldValue('username', elegido);
            form.clearErrors();
            onBuscar(elegido);
          }}
        />
      )}
    </Stack>
  );
}
