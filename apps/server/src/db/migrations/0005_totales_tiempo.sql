CREATE TABLE "totales_tiempo" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"turnos" integer DEFAULT 0 NOT NULL,
	"segundos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totales_tiempo" ADD CONSTRAINT "totales_tiempo_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;