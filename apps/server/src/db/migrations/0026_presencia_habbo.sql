CREATE TABLE "revision_presencia" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"en_linea" boolean,
	"leido_en" timestamp with time zone,
	"reclamado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_habbo" ADD COLUMN "marcas_vistas" jsonb;--> statement-breakpoint
ALTER TABLE "tiempos" ADD COLUMN "en_hotel_al_confirmar" boolean;--> statement-breakpoint
ALTER TABLE "revision_presencia" ADD CONSTRAINT "revision_presencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;