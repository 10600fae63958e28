import type { FastifyInstance } from 'fastify';
import { listarAuditoria } from '@mchabbo/shared/auditoria/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './auditoria.service';

/**
 * The audit trail (docs/reglas.md, Audit trail): levels 0–1 only. Everyone the policy
 * admits sees the same rows, so one answer is kept for all of them while the database
 * is unchanged (a new row is a commit: the next read sees it).
 */
export async function auditoriaRoutes(app: FastifyInstance, ctx: Ctx) {
  declararRuta(app, listarAuditoria, { tags: ['auditoria'] }, ({ request, query }) =>
    service.listar(ctx, usuarioDe(request), query),
  );
}
