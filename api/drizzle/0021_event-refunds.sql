CREATE TABLE "cancellation_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_request_orders" (
	"request_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "refund_request_orders_request_id_order_id_pk" PRIMARY KEY("request_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answer_message" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'approved', 'declined', 'closed')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_policy" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refunds_until" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_message" text;--> statement-breakpoint
ALTER TABLE "cancellation_orders" ADD CONSTRAINT "cancellation_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_orders" ADD CONSTRAINT "cancellation_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_orders" ADD CONSTRAINT "refund_request_orders_request_id_refund_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."refund_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_orders" ADD CONSTRAINT "refund_request_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_orders_event_idx" ON "cancellation_orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "cancellation_orders_unsettled_idx" ON "cancellation_orders" USING btree ("event_id") WHERE "cancellation_orders"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "refund_request_orders_order_idx" ON "refund_request_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_idx" ON "refund_requests" USING btree ("event_id","user_id") WHERE "refund_requests"."status" in ('pending', 'declined');--> statement-breakpoint
CREATE INDEX "refund_requests_event_status_idx" ON "refund_requests" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "refund_requests_unsettled_idx" ON "refund_requests" USING btree ("id") WHERE "refund_requests"."status" = 'approved' and "refund_requests"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_policy_check" CHECK ("events"."refund_policy" in ('none', 'until', 'request'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refunds_until_check" CHECK (("events"."refund_policy" = 'until') = ("events"."refunds_until" is not null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cancellation_check" CHECK (("events"."cancelled_at" is null) = ("events"."cancellation_message" is null));