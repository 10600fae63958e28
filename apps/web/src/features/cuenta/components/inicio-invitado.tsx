import { Button, Card, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What a guest reads on Inicio: how to get a rank (docs/reglas.md, Access by level 3.12). */
export function InicioInvitado() {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Sin rango">
      <Text mb="md">
        Aún no tienes rango. Mira los rangos y habla con la administración en el hotel.
      </Text>
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
