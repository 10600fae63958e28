import { useMutation } from '@tanstack/react-query';
import { probarDiscord } from '@mchabbo/shared/ajustes/api';
import { llamar } from '@/lib/llamar';

/** POST /ajustes/discord/prueba: a test message to the stored webhook, and what Discord said. */
export function useProbarDiscord() {
  return useMutation({ mutationFn: () => llamar(probarDiscord, {}) });
}
