ALTER TABLE "sessions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "series_rule" text;--> statement-breakpoint
CREATE INDEX "sessions_owner_series_idx" ON "sessions" USING btree ("owner_id","series_id");