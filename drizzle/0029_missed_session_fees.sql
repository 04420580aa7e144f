ALTER TABLE "specialist_profiles" ADD COLUMN "missed_session_policy" jsonb DEFAULT '{"noticeHours":24,"lateCancelFeePercent":0,"noShowFeePercent":0,"usesPackageUnit":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "uses_package_unit" boolean DEFAULT true NOT NULL;