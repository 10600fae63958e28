CREATE TABLE "peticiones_tiempo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"creada_en" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'esperando' NOT NULL,
	"atendida_por" integer,
	"atendida_en" timestamp with time zone,
	"tiempo_id" integer,
	"retirada_en" timestamp with time zone,
	"caducada_en" timestamp with time zone,
	CONSTRAINT "peticiones_tiempo_estado_check" CHECK (estado in ('esperando', 'atendida', 'retirada', 'caducada')),
	CONSTRAINT "peticiones_tiempo_atendida_check" CHECK ((estado = 'atendida') = (atendida_por is not null and atendida_en is not null and tiempo_id is not null)),
	CONSTRAINT "peticiones_tiempo_retirada_check" CHECK ((estado = 'retirada') = (retirada_en is not null)),
	CONSTRAINT "peticiones_tiempo_caducada_check" CHECK ((estado = 'caducada') = (caducada_en is not null))
);
--> statement-breakpoint
ALTER TABLE "peticiones_tiempo" ADD CONSTRAINT "peticiones_tiempo_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones_tiempo" ADD CONSTRAINT "peticiones_tiempo_atendida_por_usuarios_id_fk" FOREIGN KEY ("atendida_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peticiones_tiempo" ADD CONSTRAINT "peticiones_tiempo_tiempo_id_tiempos_id_fk" FOREIGN KEY ("tiempo_id") REFERENCES "public"."tiempos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "peticiones_tiempo_esperando_key" ON "peticiones_tiempo" USING btree ("usuario_id") WHERE estado = 'esperando';--> statement-breakpoint
CREATE INDEX "peticiones_tiempo_esperando_idx" ON "peticiones_tiempo" USING btree ("creada_en") WHERE estado = 'esperando';--> statement-breakpoint
CREATE INDEX "peticiones_tiempo_usuario_idx" ON "peticiones_tiempo" USING btree ("usuario_id","id");