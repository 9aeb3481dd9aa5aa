CREATE TABLE "event_door_keys" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_log" ADD COLUMN "admitted_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_door_keys" ADD CONSTRAINT "event_door_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;