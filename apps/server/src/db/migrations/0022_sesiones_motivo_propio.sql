ALTER TABLE "sesiones" ADD COLUMN "cierre_motivo" text;--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "cierre_nombre" text;