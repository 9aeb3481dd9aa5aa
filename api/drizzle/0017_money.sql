CREATE TABLE "connected_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"evidence_due_by" timestamp with time zone NOT NULL,
	"evidence" jsonb,
	"evidence_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('needs_response', 'under_review', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "money_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"available_on" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_ledger_kind_check" CHECK ("money_ledger"."kind" in ('sale', 'refund', 'payout', 'payout_return', 'dispute_loss'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_payout_id" text,
	"failure_message" text,
	"arrival_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_account_links" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"refresh_url" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_balance_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"available_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"host_share_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"evidence" jsonb
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payouts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connected_accounts_account_idx" ON "connected_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_idx" ON "disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_host_idx" ON "disputes" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_kind_reference_idx" ON "money_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "money_ledger_user_idx" ON "money_ledger" USING btree ("user_id","currency");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_idx" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_balance_source_idx" ON "sandbox_balance_transactions" USING btree ("type","source");--> statement-breakpoint
CREATE FUNCTION money_ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER money_ledger_append_only
  BEFORE UPDATE OR DELETE ON money_ledger
  FOR EACH ROW EXECUTE FUNCTION money_ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER money_ledger_no_truncate
  BEFORE TRUNCATE ON money_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION money_ledger_reject_change();
