CREATE TABLE "event_likes" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_likes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_metric_marks" (
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "event_metric_marks_event_id_kind_viewer_key_day_pk" PRIMARY KEY("event_id","kind","viewer_key","day"),
	CONSTRAINT "event_metric_marks_kind_check" CHECK ("event_metric_marks"."kind" in ('view', 'share'))
);
--> statement-breakpoint
CREATE TABLE "event_organizers" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "event_organizers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_organizers_status_check" CHECK ("event_organizers"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_likes" ADD CONSTRAINT "event_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_metric_marks" ADD CONSTRAINT "event_metric_marks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_likes_user_idx" ON "event_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_organizers_user_idx" ON "event_organizers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ((setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("location_name", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')));--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ((setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', translate(coalesce("username", ''), '._', '  ')), 'A')));