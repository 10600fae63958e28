import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { capacitaciones } from './db/schema/capacitaciones';
import { misiones } from './db/schema/misiones';
import { rangos } from './db/schema/rangos';
import { usuarios } from './db/schema/usuarios';
import { columnasDeNombre } from './db/esqueletos';
import { hashPassword } from './lib/passwords';
import { loadConfig } from './config';
import type { Ctx } from './lib/context';
import { Lecturas } from './lib/lecturas';
import type { Actor } from './lib/actor';
import { iniciar } from './modules/tiempos/tiempos.iniciar';
import { confirmar } from './modules/tiempos/tiempos.confirmar';
import { vender } from './modules/ventas/ventas.service';
import { crearEventos } from './reacciones';

/** Password of every demo account. */
export const CLAVE_DEMO = 'demo-mchabbo';

/**
 * Demo data, only on request (DEMO=1 or `npm run demo`): two members of every rank,
 * guests, shifts, pay entries and sales. Running it again adds nothing.
 */
export async function sembrarDemo(db: Db): Promise<string> {
  const passwordHash = await hashPassword(CLAVE_DEMO);
  const filas = await db
    .select({ id: misiones.id, mision: misiones.mision, rango: rangos.nombre, nivel: rangos.nivel })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(sql`${rangos.nivel} between 1 and 6`)
    .orderBy(asc(rangos.nivel), asc(misiones.id));
  const porRango = new Map<string, typeof filas>();
  for (const f of filas) porRango.set(f.rango, [...(porRango.get(f.rango) ?? []), f]);

  const cuentas: (typeof usuarios.$inferInsert)[] = [];
  for (const [rango, lista] of porRango) {
    for (const i of [0, 1]) {
      // Single-mission ranks get two members with the same post.
      const m = lista[i] ?? lista[0];
      if (!m) continue;
      const nombre = `${rango.replace(/[^\p{L}\p{N}]/gu, '')}${i + 1}`;
      cuentas.push({ username: nombre, passwordHash, nivel: m.nivel, misionId: m.id });
    }
  }
  for (const n of [1, 2, 3]) cuentas.push({ username: `Invitado${n}`, passwordHash });
  const nuevas = await db
    .insert(usuarios)
    .values(cuentas.map((c) => ({ ...c, ...columnasDeNombre(c.username) })))
    .onConflictDoNothing()
    .returning();
  if (nuevas.length > 0) await sembrarActividad(db, filas);
  await sembrarCapacitacion(db);
  return `Datos de demostración listos: ${cuentas.length} cuentas con la contraseña "${CLAVE_DEMO}" (por ejemplo ${cuentas[0]?.username}).`;
}

async function sesion(db: Db, username: string): Promise<Actor> {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.username, username));
  if (!u) throw new Error(`demo account ${username} missing`);
  return {
    id: u.id,
    username: u.username,
    nivel: u.nivel,
    debeCambiarClave: false,
    sesion: { id: 0, version: u.tokenVersion, expira: Infinity },
  };
}

/**
 * Activity through the real use cases, so the demo obeys every rule: confirmed shifts
 * (and so pay entries) from earlier today, running timers, and two sales.
 */
async function sembrarActividad(db: Db, misionesDemo: { id: number; mision: string }[]) {
  let instante = new Date(Date.now() - 5 * 60 * 60 * 1000);
  const ctx: Ctx = {
    db,
    config: loadConfig({}),
    firmarToken: () => ({ token: '', expira: new Date() }),
    lecturas: new Lecturas(),
    eventos: crearEventos(),
    reloj: () => instante,
  };
  const gerente = await sesion(db, 'Gerente1');
  const chef = await sesion(db, 'Chefejecutivo1');
  const inicio = instante;
  for (const [i, nombre] of ['Cocinero1', 'Subchef1', 'Lavaloza1', 'Hostes1'].entries()) {
    instante = inicio;
    const { tiempo } = await iniciar(ctx, gerente, {
      encargado: 'Gerente1',
      usuario: nombre,
    });
    instante = new Date(inicio.getTime() + (1 + i) * 60 * 60 * 1000 + 10 * 60 * 1000);
    await confirmar(ctx, gerente, tiempo.id);
  }
  instante = new Date(Date.now() - 40 * 60 * 1000);
  await iniciar(ctx, chef, { encargado: 'Chefejecutivo1', usuario: 'Cocinero2' });
  await iniciar(ctx, gerente, { encargado: 'Gerente1', usuario: 'Meseros1' });
  instante = new Date();
  const mision = (nombre: string) => misionesDemo.find((m) => m.mision === nombre)?.id ?? 0;
  await vender(ctx, gerente, { usuario: 'Invitado1', mision: mision('Ayudante de meseros') });
  await vender(ctx, gerente, { usuario: 'Invitado2', mision: mision('Capitán de meseros Plata') });
}

/**
 * The course every newcomer takes before their first rank (docs/reglas.md, Trainings),
 * with a five-question exam; once.
 */
async function sembrarCapacitacion(db: Db) {
  const [hay] = await db.select({ id: capacitaciones.id }).from(capacitaciones).limit(1);
  if (hay) return;
  await db.insert(capacitaciones).values({
    nombre: 'Capacitación inicial',
    descripcion:
      'Lo que todo el personal sabe antes de su primer turno: cómo se pide tiempo, cómo se atiende al cliente y qué se espera en cada área.\n\nReserva un turno con un instructor o aprueba el examen (80 %).',
    requeridaPara: 'primer_rango',
    examen: {
      aprobado_con: 80,
      espera_minutos: 10,
      preguntas: [
        {
          texto: '¿Quién cronometra tu turno?',
          opciones: ['Un encargado (nivel 0–3)', 'Yo mismo', 'Nadie'],
          correcta: 0,
        },
        {
          texto: '¿Qué haces al llegar a tu puesto?',
          opciones: ['Pedir tiempo en el panel', 'Esperar en silencio', 'Irme a otra sala'],
          correcta: 0,
        },
        {
          texto: '¿Cómo se saluda a un cliente?',
          opciones: ['No se saluda', 'Con amabilidad y el saludo de la casa'],
          correcta: 1,
        },
        {
          texto: '¿Qué pasa si te ausentas sin avisar?',
          opciones: ['Nada', 'Tu tiempo se pausa y puedes recibir una advertencia'],
          correcta: 1,
        },
        {
          texto: '¿Dónde se pide una ausencia?',
          opciones: ['En Ausencias del panel', 'Por mensaje privado', 'No se puede'],
          correcta: 0,
        },
      ],
    },
  });
}
