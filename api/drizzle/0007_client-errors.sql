CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"remote_name" text,
	"remote_version" text,
	"route" text NOT NULL,
	"app_version" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_errors_kind_check" CHECK ("client_errors"."kind" in ('uncaught', 'unhandled_rejection', 'remote_load', 'error_boundary'))
);
--> statement-breakpoint
CREATE INDEX "client_errors_release_idx" ON "client_errors" USING btree ("remote_name","remote_version","reported_at");--> statement-breakpoint
CREATE INDEX "client_errors_reported_idx" ON "client_errors" USING btree ("reported_at");