CREATE TABLE "event_organization_requests" (
	"event_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "event_organization_requests_event_id_organization_id_pk" PRIMARY KEY("event_id","organization_id"),
	CONSTRAINT "event_organization_requests_status_check" CHECK ("event_organization_requests"."status" in ('pending', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "event_organization_requests" ADD CONSTRAINT "event_organization_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organization_requests" ADD CONSTRAINT "event_organization_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organization_requests" ADD CONSTRAINT "event_organization_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_organization_requests_org_idx" ON "event_organization_requests" USING btree ("organization_id","status");