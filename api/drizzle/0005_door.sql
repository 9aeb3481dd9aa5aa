CREATE TABLE "pass_check_ins" (
	"pass_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"checked_in_by" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"scanned_by" uuid NOT NULL,
	"nonce" text NOT NULL,
	"pass_id" uuid,
	"result" text NOT NULL,
	"reason" text,
	"response" jsonb NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_log_result_check" CHECK ("scan_log"."result" in ('admitted', 'refused')),
	CONSTRAINT "scan_log_reason_check" CHECK ("scan_log"."reason" is null or "scan_log"."reason" in ('already_checked_in', 'wrong_event', 'cancelled', 'refunded', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "pass_check_ins" ADD CONSTRAINT "pass_check_ins_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_check_ins" ADD CONSTRAINT "pass_check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_check_ins" ADD CONSTRAINT "pass_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_pass_id_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_check_ins_event_idx" ON "pass_check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_log_scanner_nonce_idx" ON "scan_log" USING btree ("scanned_by","nonce");--> statement-breakpoint
CREATE INDEX "scan_log_event_idx" ON "scan_log" USING btree ("event_id","scanned_at");