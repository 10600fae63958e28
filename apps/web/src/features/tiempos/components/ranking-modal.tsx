import { Modal } from '@mantine/core';
import { RankingTabla } from './ranking-tabla';

/** The ranking in a modal (from Tiempos, and from the dashboard for every staff level). */
export function RankingModal({
  opened,
  onCerrar,
  nameUser,
}: {
  opened: boolean;
  onCerrar: () => void;
  nameUser: string;
}) {
  return (
    <Modal opened={opened} onClose={onCerrar} title="Ranking de tiempos" size="lg" centered>
      <RankingTabla nameUser={nameUser} />
    </Modal>
  );
}
