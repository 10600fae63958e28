import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { HistorialTurnos } from '@/features/historial/components/historial-turnos';

/** A person's shift history (`?usuario=`), or every shift the caller may see. */
export function Component() {
  const [params] = useSearchParams();
  const usuario = params.get('usuario') ?? undefined;
  const semana = params.get('semana') ?? undefined;
  return (
    <>
      <PageHeader
        titulo={usuario ? `Historial de ${usuario}` : TITULO_PAGINA.historial}
        descripcion="Turnos confirmados, anulados y eliminados, del más reciente al más antiguo."
      />
      <HistorialTurnos
        filtros={{ usuario, semana }}
        titulo="Turnos"
        porSemana={usuario !== undefined}
        conUsuario={usuario === undefined}
      />
    </>
  );
}
