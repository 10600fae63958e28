import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A centred spinner announced to screen readers while a page or its code loads. */
export function PageLoader({ texto = 'Cargando...' }: { texto?: string }) {
  return (
    <Center role="status" mih={200} p="xl">
      <Loader />
      <VisuallyHidden>{texto}</VisuallyHidden>
    </Center>
  );
}
