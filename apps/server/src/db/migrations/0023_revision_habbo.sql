CREATE TABLE "revision_estado" (
	"id" integer PRIMARY KEY NOT NULL,
	"ultimo_intento" timestamp with time zone,
	"ultima_completa" timestamp with time zone,
	"habbo_disponible" boolean DEFAULT true NOT NULL,
	"en_curso_hasta" timestamp with time zone,
	"en_curso_revisados" integer DEFAULT 0 NOT NULL,
	"en_curso_total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_habbo" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"mision" text,
	"en_linea" boolean,
	"ultimo_acceso" timestamp with time zone,
	"perfil_visible" boolean,
	"en_grupo" boolean,
	"grupos_rivales" jsonb,
	"no_encontrado" boolean DEFAULT false NOT NULL,
	"sin_verificar" boolean DEFAULT false NOT NULL,
	"revisado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_habbo" ADD CONSTRAINT "revision_habbo_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;