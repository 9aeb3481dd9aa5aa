CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'simpleRsvp' NOT NULL,
	"flyer" jsonb,
	"start_time" timestamp (0) with time zone NOT NULL,
	"end_time" timestamp (0) with time zone,
	"time_zone" text NOT NULL,
	"location_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"country" text,
	"zipcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('simpleRsvp', 'ticketed')),
	CONSTRAINT "events_end_after_start_check" CHECK ("events"."end_time" is null or "events"."end_time" >= "events"."start_time"),
	CONSTRAINT "events_geo_point_check" CHECK (("events"."latitude" is null) = ("events"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"bio" text,
	"instagram" text,
	"birthday" date,
	"gender" text,
	"profile_image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_start_time_id_idx" ON "events" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "events_host_id_idx" ON "events" USING btree ("host_id");