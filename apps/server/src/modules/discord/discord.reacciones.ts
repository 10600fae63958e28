import type { EventoDiscord } from '@mchabbo/shared/ajustes/contratos';
import type { Transaccion } from '../../db/client';
import { nombrePuesto, type Cambio, type Eventos } from '../../lib/eventos';
import { leerAjustes, webhookDiscord } from '../ajustes/ajustes.service';
import { horaLocal } from '@mchabbo/shared/aperturas/horario';
import { nombrePorId } from '../usuarios/usuarios.service';
import { mensajeApertura, mensajeAscenso, mensajeDespido } from './discord.mensajes';
import * as repo from './discord.repository';

/** Whether the owner has a webhook and chose to announce `evento`. */
async function anunciar(tx: Transaccion, evento: EventoDiscord) {
  const { discord_eventos } = await leerAjustes(tx);
  return discord_eventos.includes(evento) && (await webhookDiscord(tx)) !== null;
}

/** The names of a change's actor and person, from the people the writer locked or read now. */
async function nombres(tx: Transaccion, d: Cambio) {
  const leido = async (id: number | null) => {
    if (id === null) return '';
    const ya = d.personas?.get(id)?.username;
    if (ya) return ya;
    return (await nombrePorId(tx, id)) ?? '';
  };
  return { por: await leido(d.actorId), persona: await leido(d.usuarioId) };
}

/**
 * What is announced on Discord as it happens (docs/reglas.md, Discord 31.2): an approved
 * promotion and a dismissal queue their message in the change's own transaction (a
 * refused change announces nothing); it is sent once the change has committed.
 */
export function reaccionesDiscord(eventos: Eventos) {
  eventos.al('ascenso.aprobado', async (tx, d) => {
    if (!(await anunciar(tx, 'ascensos'))) return;
    const { por, persona } = await nombres(tx, d);
    await repo.encolar(tx, {
      evento: 'ascensos',
      contenido: mensajeAscenso({
        persona,
        antes: nombrePuesto(d.anterior),
        despues: nombrePuesto(d.despues) ?? '',
        por,
      }),
    });
  });
  eventos.al('despido.registrado', async (tx, d) => {
    if (!(await anunciar(tx, 'despidos'))) return;
    const { por, persona } = await nombres(tx, d);
    await repo.encolar(tx, {
      evento: 'despidos',
      contenido: mensajeDespido({ persona, puesto: nombrePuesto(d.antes), por }),
    });
  });
  eventos.al('apertura.recordatorio', async (tx, d) => {
    if (!(await anunciar(tx, 'aperturas'))) return;
    if (!d.despues) return;
    const { inicio, titulo, encargados } = d.despues;
    const { zona_horaria } = await leerAjustes(tx);
    await repo.encolar(tx, {
      evento: 'aperturas',
      contenido: mensajeApertura({
        titulo,
        hora: horaLocal(new Date(inicio), zona_horaria),
        encargados,
      }),
    });
  });
}
