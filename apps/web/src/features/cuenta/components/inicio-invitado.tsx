import { Button, Card, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pasoDelInvitado } from '@mchabbo/shared/cuenta/invitado';
import { paths } from '@/config/paths';
import { appConfigQueryOptions } from '@/lib/app-config';

/**
 * What a guest reads on Inicio: how to get a rank, and where to ask for the interview when
 * the owner said so (docs/reglas.md, Access by level 3.12).
 */
export function InicioInvitado() {
  const { data } = useQuery(appConfigQueryOptions());
  const paso = pasoDelInvitado({
    sala: data?.entrevista_sala ?? '',
    contacto: data?.entrevista_contacto ?? '',
  });
  return (
    <Card withBorder padding="lg" component="section" aria-label="Sin rango">
      <Text mb="md">{paso}</Text>
      <Button
        component={Link}
        to={paths.rangos.getHref()}
        variant="light"
        h={44}
        leftSection={<IconListDetails size={18} aria-hidden />}
      >
        Ver los rangos
      </Button>
    </Card>
  );
}
