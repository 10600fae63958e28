import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';

interface Noticia {
  titulo: string;
  fecha: string;
  etiqueta: string;
  texto: string;
}

/** The three news cards of the landing page. */
export const NOTICIAS: readonly Noticia[] = [
  {
    titulo: 'Abrimos nuevas plazas en cocina',
    fecha: 'Esta semana',
    etiqueta: 'Empleo',
    texto:
      'Buscamos ayudantes de cocina y lavalozas con ganas de aprender. Pásate por el restaurante en horario de apertura y pregunta por un chef ejecutivo.',
  },
  {
    titulo: 'Evento: la hora punta del sábado',
    fecha: 'Sábado',
    etiqueta: 'Evento',
    texto:
      'Una hora de servicio a toda máquina con premios en créditos para el equipo que atienda más mesas sin errores. ¡Trae tu mejor sonrisa!',
  },
  {
    titulo: 'Así funcionan las pagas semanales',
    fecha: 'Recordatorio',
    etiqueta: 'Personal',
    texto:
      'Las pagas se calculan con los tiempos confirmados de lunes a domingo. Revisa en la página de rangos los requisitos de horas de tu misión.',
  },
];

export function Noticias() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {NOTICIAS.map((n) => (
        <Card key={n.titulo} withBorder padding="lg" component="article">
          <Badge variant="light" mb="sm">
            {n.etiqueta}
          </Badge>
          <Title order={3} size="h4">
            {n.titulo}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {n.fecha}
          </Text>
          <Text size="sm">{n.texto}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
