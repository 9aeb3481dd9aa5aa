CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_blasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"message" text NOT NULL,
	"statuses" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"blast_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider_id" text,
	"error" text,
	CONSTRAINT "text_messages_status_check" CHECK ("text_messages"."status" in ('queued', 'sent', 'opted_out', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "event_organizers" ADD COLUMN "privilege" text DEFAULT 'cohost' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_blasts" ADD CONSTRAINT "text_blasts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_blasts" ADD CONSTRAINT "text_blasts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_blast_id_text_blasts_id_fk" FOREIGN KEY ("blast_id") REFERENCES "public"."text_blasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_blasts_event_idx" ON "text_blasts" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_blast_recipient_idx" ON "text_messages" USING btree ("blast_id","recipient_id");--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("status","send_after");--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_privilege_check" CHECK ("event_organizers"."privilege" in ('cohost', 'door', 'viewer'));