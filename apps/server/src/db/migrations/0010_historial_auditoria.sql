CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"accion" text NOT NULL,
	"actor_id" integer,
	"usuario_id" integer,
	"creado_en" timestamp with time zone NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "tiempos" DROP CONSTRAINT "tiempos_estado_check";--> statement-breakpoint
ALTER TABLE "tiempos" DROP CONSTRAINT "tiempos_pausa_check";--> statement-breakpoint
ALTER TABLE "tiempo_eventos" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "tiempos" ADD COLUMN "anulado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tiempos" ADD COLUMN "anulado_por" integer;--> statement-breakpoint
ALTER TABLE "tiempos" ADD COLUMN "motivo_anulacion" text;--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "auditoria" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_tipo_idx" ON "auditoria" USING btree ("tipo","id");--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_anulado_por_usuarios_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tiempos_historial_usuario_idx" ON "tiempos" USING btree ("usuario_id","id") WHERE estado in ('confirmado', 'anulado', 'cancelado');--> statement-breakpoint
CREATE INDEX "tiempos_historial_encargado_idx" ON "tiempos" USING btree ("encargado_id","id") WHERE estado in ('confirmado', 'anulado', 'cancelado');--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_estado_check" CHECK (estado in ('activo', 'pausado', 'confirmado', 'anulado', 'cancelado'));--> statement-breakpoint
ALTER TABLE "tiempos" ADD CONSTRAINT "tiempos_pausa_check" CHECK ((estado = 'pausado') = (pausado_desde is not null) or estado in ('confirmado', 'anulado', 'cancelado'));--> statement-breakpoint
CREATE FUNCTION "auditoria_solo_anadir"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La auditoría solo admite filas nuevas (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_cambios" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_anadir"();
