CREATE TABLE "campus_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"campus_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"campus_id" uuid NOT NULL,
	"email" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "campuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"campus_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "email_verifications_attempts_check" CHECK ("email_verifications"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campus_domains" ADD CONSTRAINT "campus_domains_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_members" ADD CONSTRAINT "campus_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_members" ADD CONSTRAINT "campus_members_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campus_domains_campus_idx" ON "campus_domains" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "campus_members_campus_idx" ON "campus_members" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campus_members_email_unique" ON "campus_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "campuses_name_lower_idx" ON "campuses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id","created_at");