import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { menuPorNivel } from '@mchabbo/shared/niveles/menu';
import { paths } from '@/config/paths';
import { ICONO_PAGINA } from './iconos-pagina';

/** The dashboard's shortcuts: the same pages as the level's sidebar. */
export function AccesosRapidos({ nivel }: { nivel: number }) {
  const enlaces = menuPorNivel(nivel).flatMap((g) => g.enlaces);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Accesos rápidos"
    >
      {enlaces.map((enlace) => {
        const Icono = ICONO_PAGINA[enlace.pagina];
        return (
          <li key={enlace.pagina}>
            <Card
              withBorder
              padding="md"
              component={Link}
              to={paths.app.pagina.getHref(enlace.pagina)}
              style={{ textDecoration: 'none', height: '100%' }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <Icono size={20} />
                </ThemeIcon>
                <Text fw={600}>{enlace.etiqueta}</Text>
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
