CREATE TABLE "capacitacion_reservas" (
	"id" serial PRIMARY KEY NOT NULL,
	"turno_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacitacion_resultados" (
	"id" serial PRIMARY KEY NOT NULL,
	"capacitacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"sesion_id" integer,
	"aprobado" boolean NOT NULL,
	"aciertos" integer,
	"total" integer,
	"nota" text,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacitacion_sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"capacitacion_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"turno_id" integer,
	"en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacitacion_turnos" (
	"id" serial PRIMARY KEY NOT NULL,
	"capacitacion_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"plazas" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacitacion_turnos_plazas_check" CHECK (plazas between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "capacitaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"nivel_instructor" integer DEFAULT 3 NOT NULL,
	"requerida_para" text,
	"examen" jsonb,
	"archivada" boolean DEFAULT false NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacitaciones_nivel_check" CHECK (nivel_instructor between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "capacitacion_reservas" ADD CONSTRAINT "capacitacion_reservas_turno_id_capacitacion_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."capacitacion_turnos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_reservas" ADD CONSTRAINT "capacitacion_reservas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_resultados" ADD CONSTRAINT "capacitacion_resultados_capacitacion_id_capacitaciones_id_fk" FOREIGN KEY ("capacitacion_id") REFERENCES "public"."capacitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_resultados" ADD CONSTRAINT "capacitacion_resultados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_resultados" ADD CONSTRAINT "capacitacion_resultados_sesion_id_capacitacion_sesiones_id_fk" FOREIGN KEY ("sesion_id") REFERENCES "public"."capacitacion_sesiones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_sesiones" ADD CONSTRAINT "capacitacion_sesiones_capacitacion_id_capacitaciones_id_fk" FOREIGN KEY ("capacitacion_id") REFERENCES "public"."capacitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_sesiones" ADD CONSTRAINT "capacitacion_sesiones_instructor_id_usuarios_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_sesiones" ADD CONSTRAINT "capacitacion_sesiones_turno_id_capacitacion_turnos_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."capacitacion_turnos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_turnos" ADD CONSTRAINT "capacitacion_turnos_capacitacion_id_capacitaciones_id_fk" FOREIGN KEY ("capacitacion_id") REFERENCES "public"."capacitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacitacion_turnos" ADD CONSTRAINT "capacitacion_turnos_instructor_id_usuarios_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capacitacion_reservas_key" ON "capacitacion_reservas" USING btree ("turno_id","usuario_id");--> statement-breakpoint
CREATE INDEX "capacitacion_reservas_usuario_idx" ON "capacitacion_reservas" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "capacitacion_resultados_usuario_idx" ON "capacitacion_resultados" USING btree ("usuario_id","capacitacion_id","en");--> statement-breakpoint
CREATE INDEX "capacitacion_resultados_curso_idx" ON "capacitacion_resultados" USING btree ("capacitacion_id","en");--> statement-breakpoint
CREATE UNIQUE INDEX "capacitacion_sesiones_turno_key" ON "capacitacion_sesiones" USING btree ("turno_id");--> statement-breakpoint
CREATE INDEX "capacitacion_sesiones_instructor_idx" ON "capacitacion_sesiones" USING btree ("instructor_id","en");--> statement-breakpoint
CREATE INDEX "capacitacion_turnos_inicio_idx" ON "capacitacion_turnos" USING btree ("inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "capacitaciones_nombre_key" ON "capacitaciones" USING btree (lower("nombre")) WHERE not "capacitaciones"."archivada";