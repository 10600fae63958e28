import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CodigoResponse } from '@mchabbo/shared/cuenta/verificacion';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { usePedirCodigo, useVerificarHabbo, usePerfil } from '../api';
import { CodigoHabbo } from './codigo-habbo';

/**
 * "Verificar mi cuenta de Habbo" on Perfil: a code in the Habbo motto proves the account
 * is the person's, which also lets them recover the password alone (docs/reglas.md,
 * Habbo identity). Hidden once the account is verified.
 */
export function VerificarHabboCard({ nameUser }: { nameUser: string }) {
  const perfil = usePerfil(nameUser);
  const [codigo, setCodigo] = useState<CodigoResponse | null>(null);
  const pedir = usePedirCodigo('verificacion');
  const verificar = useVerificarHabbo();

  if (!perfil.data || (perfil.data.habbo_verificado && !verificar.isSuccess)) return null;

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="verificar-habbo">
      <Stack>
        <Title order={3} size="h4" id="verificar-habbo">
          Cuenta de Habbo
        </Title>
        <Text size="sm">
          Demuestra que {perfil.data.username} es tu cuenta de Habbo. Así podrás recuperar tu
          contraseña sin pedírsela a un administrador.
        </Text>
        {codigo && !verificar.isSuccess ? <CodigoHabbo codigo={codigo} /> : null}
        <AvisosFormulario
          error={
            (pedir.isError && mensajeDeError(pedir.error, 'No se pudo obtener el código.')) ||
            (verificar.isError &&
              mensajeDeError(verificar.error, 'No se pudo verificar la cuenta.'))
          }
          exito={verificar.isSuccess && verificar.data.message}
        />
        {verificar.isSuccess ? null : (
          <Group>
            {codigo ? (
              <Button
                loading={verificar.isPending}
                onClick={() => verificar.mutate({ codigo: codigo.codigo })}
              >
                Ya está en mi misión
              </Button>
            ) : null}
            <Button
              variant={codigo ? 'default' : 'filled'}
              loading={pedir.isPending}
              onClick={() => pedir.mutate(perfil.data.username, { onSuccess: setCodigo })}
            >
              {codigo ? 'Pedir otro código' : 'Verificar mi cuenta de Habbo'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
