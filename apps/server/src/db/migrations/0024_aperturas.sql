CREATE TABLE "aperturas_avisos" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aperturas_encargados" (
	"inicio" timestamp with time zone NOT NULL,
	"usuario_id" integer NOT NULL,
	"apuntado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aperturas_encargados_inicio_usuario_id_pk" PRIMARY KEY("inicio","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "aperturas_especiales" (
	"id" serial PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone,
	"duracion_horas" integer,
	"titulo" text,
	"encargados_minimos" integer DEFAULT 0 NOT NULL,
	"fecha" date,
	"cerrado" boolean DEFAULT false NOT NULL,
	"motivo" text,
	"creada_por" integer NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aperturas_especiales_forma_check" CHECK ((cerrado and fecha is not null and inicio is null) or (not cerrado and inicio is not null and fecha is null))
);
--> statement-breakpoint
CREATE TABLE "aperturas_recordatorios" (
	"inicio" timestamp with time zone PRIMARY KEY NOT NULL,
	"enviado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horario_aperturas" (
	"id" integer PRIMARY KEY NOT NULL,
	"semana" jsonb NOT NULL,
	"paises" jsonb NOT NULL,
	"cambiado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horario_aperturas_uno_check" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "aperturas_avisos" ADD CONSTRAINT "aperturas_avisos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_encargados" ADD CONSTRAINT "aperturas_encargados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_especiales" ADD CONSTRAINT "aperturas_especiales_creada_por_usuarios_id_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aperturas_especiales_inicio_idx" ON "aperturas_especiales" USING btree ("inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "aperturas_especiales_cerrado_idx" ON "aperturas_especiales" USING btree ("fecha");