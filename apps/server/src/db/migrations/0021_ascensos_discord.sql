CREATE TABLE "ascensos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"propuesto_por" integer NOT NULL,
	"mision_antes_id" integer,
	"rango_antes" text,
	"mision_antes" text,
	"mision_id" integer,
	"rango" text NOT NULL,
	"mision" text NOT NULL,
	"motivo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"decidido_por" integer,
	"decidido_en" timestamp with time zone,
	"motivo_rechazo" text,
	CONSTRAINT "ascensos_estado_check" CHECK (estado in ('pendiente', 'aprobado', 'rechazado')),
	CONSTRAINT "ascensos_decision_check" CHECK ((estado = 'pendiente') = (decidido_en is null) and (estado = 'rechazado') = (motivo_rechazo is not null))
);
--> statement-breakpoint
CREATE TABLE "discord_envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento" text NOT NULL,
	"clave" text,
	"contenido" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"siguiente_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"enviado_en" timestamp with time zone,
	"abandonado_en" timestamp with time zone,
	"ultimo_error" text,
	CONSTRAINT "discord_envios_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
ALTER TABLE "ascensos" ADD CONSTRAINT "ascensos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascensos" ADD CONSTRAINT "ascensos_propuesto_por_usuarios_id_fk" FOREIGN KEY ("propuesto_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascensos" ADD CONSTRAINT "ascensos_mision_antes_id_misiones_id_fk" FOREIGN KEY ("mision_antes_id") REFERENCES "public"."misiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascensos" ADD CONSTRAINT "ascensos_mision_id_misiones_id_fk" FOREIGN KEY ("mision_id") REFERENCES "public"."misiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascensos" ADD CONSTRAINT "ascensos_decidido_por_usuarios_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ascensos_uno_pendiente_key" ON "ascensos" USING btree ("usuario_id") WHERE "ascensos"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "ascensos_estado_idx" ON "ascensos" USING btree ("estado","id");--> statement-breakpoint
CREATE INDEX "ascensos_propuesto_por_idx" ON "ascensos" USING btree ("propuesto_por","id");--> statement-breakpoint
CREATE INDEX "discord_envios_pendientes_idx" ON "discord_envios" USING btree ("siguiente_intento") WHERE "discord_envios"."enviado_en" is null and "discord_envios"."abandonado_en" is null;